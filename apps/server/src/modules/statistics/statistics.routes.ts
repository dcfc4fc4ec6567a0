import {
  allSellersSchema,
  customerStatisticsSchema,
  dailyBySellerSchema,
  dailyStatisticsSchema,
  salesAndOrdersSchema,
  sellerPerformanceSchema,
  statisticsQuerySchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import {
  allSellers,
  customerStatistics,
  dailyBySeller,
  dailyStatistics,
  salesAndOrders,
  scopeFor,
  sellerPerformance,
} from './statistics.usecases.ts';

const tags = ['statistics'];
/**
 * Administrators (adminList) see every seller's figures; a seller (sellerCustomers) only those of their own
 * customers, enforced in scopeFor. POSTs that change nothing: readOnly keeps them out of the audit log.
 */
const config = { access: ['adminList', 'sellerCustomers'], readOnly: true };

/** Back-office statistics (issue 13, spec section 7 "Statistics", all POST). */
export const statisticsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const scoped = (
    request: { body: z.output<typeof statisticsQuerySchema> } & Parameters<typeof authOf>[0],
  ) => {
    const auth = authOf(request);
    return scopeFor({ userId: auth.user.id, codes: auth.codes }, request.body);
  };

  app.post(
    '/admin/salesAndOrders',
    {
      config,
      schema: {
        tags,
        summary:
          'Orders, sales, refunds, bills, carrier cost and margin of a date range (business time zone)',
        body: statisticsQuerySchema,
        response: okSchema(salesAndOrdersSchema),
      },
    },
    async (request) => ok(request, await salesAndOrders({ ...deps, query: scoped(request) })),
  );

  app.post(
    '/admin/getDailyOrderQuantity',
    {
      config,
      schema: {
        tags,
        summary: 'Orders, sales and margin per business day of the range, zero days included',
        body: statisticsQuerySchema,
        response: okSchema(dailyStatisticsSchema),
      },
    },
    async (request) => ok(request, await dailyStatistics({ ...deps, query: scoped(request) })),
  );

  app.post(
    '/admin/dailyAmountGroupBySeller',
    {
      config,
      schema: {
        tags,
        summary: 'Sales, orders and margin per seller and business day',
        body: statisticsQuerySchema,
        response: okSchema(dailyBySellerSchema),
      },
    },
    async (request) =>
      ok(request, await dailyBySeller({ ...deps, query: scoped(request), locale: requestLocale(request) })),
  );

  app.post(
    '/admin/sellerUserDayStatistics',
    {
      config,
      schema: {
        tags,
        summary: 'The customers with the most sales in the range (top `limit`), with their seller',
        body: statisticsQuerySchema,
        response: okSchema(customerStatisticsSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await customerStatistics({ ...deps, query: scoped(request), locale: requestLocale(request) }),
      ),
  );

  app.post(
    '/admin/sellerPerformanceStatistics',
    {
      config,
      schema: {
        tags,
        summary: "Each seller's customers, active customers, orders, sales and margin in the range",
        body: statisticsQuerySchema,
        response: okSchema(sellerPerformanceSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await sellerPerformance({ ...deps, query: scoped(request), locale: requestLocale(request) }),
      ),
  );

  app.post(
    '/admin/allSellers',
    {
      config,
      schema: {
        tags,
        summary: 'The sellers (for the statistics filters); a seller sees only themselves',
        body: z.object({}).strict().optional(),
        response: okSchema(allSellersSchema),
      },
    },
    async (request) => {
      const auth = authOf(request);
      return ok(request, await allSellers({ ...deps, caller: { userId: auth.user.id, codes: auth.codes } }));
    },
  );
};
