import {
  BATCH_ESTIMATE_MAX,
  BATCH_PLACE_MAX,
  BATCH_VALIDATE_MAX,
  batchEstimateBodySchema,
  batchPlaceBodySchema,
  batchStartedSchema,
  batchValidateBodySchema,
  orderAddressCheckSchema,
  orderEstimateSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { estimateOrders, validateOrderAddresses } from './batch-orders.usecases.ts';
import { startBatchPlace } from './batch-place.usecases.ts';
// The job handler registers itself with the queue when the routes are loaded.
import './batch-place.job.ts';

const tags = ['orders: batches'];
const ORDER_LIST = ['orderList'];

type Request = Parameters<typeof authOf>[0];

/**
 * Bulk work (issue 6): label batches (a background job with progress at /app/jobs/:id), estimates and
 * address checks of selected orders. Customers act on their own orders only; the back office on any
 * customer's, each order placed for and paid by its own customer.
 */
export const batchRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const sides = [
    { prefix: '/app', access: SIGNED_IN, scope: 'customer' as const },
    { prefix: '/admin', access: ORDER_LIST, scope: 'admin' as const },
  ];
  const ownerOf = (request: Request, scope: 'customer' | 'admin') =>
    scope === 'admin' ? null : authOf(request).user.id;

  for (const { prefix, access, scope } of sides) {
    const whose = scope === 'admin' ? "any customer's" : 'my';
    app.post(
      `${prefix}/order/label/batchCreate`,
      {
        config: { access, idempotent: true },
        schema: {
          tags,
          summary: `Create labels of up to ${BATCH_PLACE_MAX} of ${whose} drafts or failed orders as a background job; each order succeeds or fails on its own (progress: ${prefix}/jobs/:id)`,
          body: batchPlaceBodySchema,
          response: okSchema(batchStartedSchema),
        },
      },
      async (request) =>
        ok(
          request,
          await startBatchPlace({
            ...deps,
            callerId: authOf(request).user.id,
            scope,
            locale: requestLocale(request),
            orderIds: request.body.orderIds,
            serviceId: request.body.serviceId ?? null,
            serviceMode: request.body.serviceMode,
          }),
        ),
    );

    // The back office's estimate of orders is the spec's POST /admin/order/batchEstimateRate (section 7);
    // /orders/estimate stays as its alias. The customer's /app/order/batchEstimateRate rates shipments
    // (pricing.routes.ts), so the customer's estimate of orders keeps /app/order/orders/estimate.
    const estimateUrls =
      scope === 'admin'
        ? [`${prefix}/order/batchEstimateRate`, `${prefix}/order/orders/estimate`]
        : [`${prefix}/order/orders/estimate`];
    for (const url of estimateUrls)
      app.post(
        url,
        {
          config: { access, readOnly: true },
          schema: {
            tags,
            summary: `Quotes of every usable service for each of up to ${BATCH_ESTIMATE_MAX} of ${whose} orders, cheapest first${url.endsWith('/orders/estimate') && scope === 'admin' ? ' (alias of /admin/order/batchEstimateRate)' : ''}`,
            body: batchEstimateBodySchema,
            response: okSchema(z.array(orderEstimateSchema)),
          },
        },
        async (request) =>
          ok(
            request,
            await estimateOrders({
              ...deps,
              ownerId: ownerOf(request, scope),
              locale: requestLocale(request),
              orderIds: request.body.orderIds,
            }),
          ),
      );

    app.post(
      `${prefix}/order/orders/validateAddresses`,
      {
        config: { access, readOnly: true },
        schema: {
          tags,
          summary: `Validation of the sender and recipient of each of up to ${BATCH_VALIDATE_MAX} of ${whose} orders`,
          body: batchValidateBodySchema,
          response: okSchema(z.array(orderAddressCheckSchema)),
        },
      },
      async (request) =>
        ok(
          request,
          await validateOrderAddresses({
            ...deps,
            ownerId: ownerOf(request, scope),
            locale: requestLocale(request),
            orderIds: request.body.orderIds,
          }),
        ),
    );
  }
};
