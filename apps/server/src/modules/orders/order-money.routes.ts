import { randomUUID } from 'node:crypto';
import {
  billSchema,
  cancelAuditSchema,
  orderDetailSchema,
  orderIdBodySchema,
  orderListItemSchema,
  pageQuerySchema,
  pageSchema,
  reviewSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { billOrder, listBills } from './bills.usecases.ts';
import { auditCancel } from './cancel.usecases.ts';
import { listUnrefunded, releaseOrderDeposit } from './deposits.usecases.ts';
import { clientIdempotencyKey } from './idempotency-key.ts';
import { reviewOrder } from './review.usecases.ts';

const tags = ['orders-admin'];
const ORDER_LIST = ['orderList'];
const ADMIN_CHANNEL = ['adminChannel'];

const billResultSchema = z.object({
  billId: z.string(),
  amount: z.string(),
  penalty: z.string(),
  currency: z.string(),
});
const billRowSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  userEmail: z.string(),
  currency: z.string(),
  amount: z.string(),
  penalty: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
const billsQuerySchema = pageQuerySchema.extend({ keyword: z.string().trim().max(100).optional() });
const unrefundedSchema = orderListItemSchema.extend({ depositDueAt: z.string().nullable() });

/** Back-office money actions on orders: cancel audit, order review, supplementary bills, deposits. */
export const orderMoneyAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const staff = (request: Parameters<typeof authOf>[0]) => ({
    ...deps,
    actorId: authOf(request).user.id,
    actor: 'admin' as const,
    ownerId: null,
    locale: requestLocale(request),
  });

  app.post(
    '/admin/order/orders/cancelAudit',
    {
      config: { access: ORDER_LIST },
      schema: {
        tags,
        summary:
          'Cancel audit: approve refunds the charge and releases the deposit (6 -> 4); reject keeps the label (6 -> 8)',
        body: cancelAuditSchema,
        response: okSchema(orderDetailSchema),
      },
    },
    async (request) => ok(request, await auditCancel({ ...staff(request), ...request.body })),
  );

  app.post(
    '/admin/order/orders/review',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary:
          'Order review: approve buys the label and charges (18 -> 8, or 19 if the carrier refuses); reject releases the money (18 -> 16)',
        body: reviewSchema,
        response: okSchema(orderDetailSchema),
      },
    },
    async (request) => ok(request, await reviewOrder({ ...staff(request), ...request.body })),
  );

  app.post(
    '/admin/order/billed',
    {
      config: { access: ADMIN_CHANNEL, idempotent: true },
      schema: {
        tags,
        summary:
          'Supplementary bill of a placed or delivered order (type 4), with the optional 5 USD false-information penalty (type 6). Idempotency-Key header: a retry bills once.',
        body: billSchema,
        response: okSchema(billResultSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await billOrder({
          ...staff(request),
          input: request.body,
          idempotencyKey: clientIdempotencyKey(request) ?? randomUUID(),
        }),
      ),
  );

  app.get(
    '/admin/order/bills',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: 'Supplementary bills, newest first; keyword on order number or customer e-mail',
        querystring: billsQuerySchema,
        response: okSchema(pageSchema(billRowSchema)),
      },
    },
    async (request) => ok(request, await listBills({ ...deps, query: request.query })),
  );

  app.post(
    '/admin/order/order/releaseEarnest',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: "Release an order's temporary deposit to the customer's available balance (type 3)",
        body: orderIdBodySchema,
        response: okSchema(orderDetailSchema),
      },
    },
    async (request) =>
      ok(request, await releaseOrderDeposit({ ...staff(request), orderId: request.body.orderId })),
  );

  app.get(
    '/admin/order/unRefunded',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary:
          'Orders whose temporary deposit is still held past its due date (and canceled or rejected ones still holding one)',
        querystring: pageQuerySchema,
        response: okSchema(pageSchema(unrefundedSchema)),
      },
    },
    async (request) => ok(request, await listUnrefunded({ ...deps, query: request.query })),
  );
};
