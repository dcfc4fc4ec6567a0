import { randomUUID } from 'node:crypto';
import {
  adjustWalletSchema,
  CHANGE_TYPES,
  creditLimitSchema,
  currencySchema,
  daySchema,
  earnestSchema,
  formatMinor,
  pageQuerySchema,
  pageSchema,
  parseMinor,
  transferWalletSchema,
} from '@shiplabel/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { toPage } from '../../lib/pagination.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { sendDownload } from '../../lib/spreadsheet/send-file.ts';
import { fundExportLabels } from './export-labels.ts';
import { fundLineJson } from './funds.serialize.ts';
import {
  balanceInfo,
  exportFundLines,
  fundLinesPage,
  reportOf,
  requireCustomer,
  walletsPage,
} from './funds.usecases.ts';
import {
  adjustBalance,
  collectEarnest,
  releaseEarnest,
  setCreditLimit,
  transferBetweenWallets,
} from './ledger.usecases.ts';
import { fundListQuery, fundPageSchema, moneyIdSchema, walletSchema } from './money.schemas.ts';
import { reconcile } from './reconciliation.ts';

/** Postage details: the order-related change types. */
const POSTAGE_TYPES = [
  CHANGE_TYPES.orderPlacement,
  CHANGE_TYPES.refund,
  CHANGE_TYPES.billDeduction,
  CHANGE_TYPES.billSupplement,
];

/** The client's Idempotency-Key (a retried click moves money once), else a fresh one. */
const idempotencyKeyOf = (request: { headers: Record<string, unknown> }, scope: string) => {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' && header.trim() ? header.trim().slice(0, 100) : randomUUID();
  return `${scope}:${key}`;
};

const userParams = z.object({ userId: z.uuid({ error: 'ledger.user_not_found' }) });

export const ledgerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/user/balanceInfo',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['money'],
        summary:
          "The caller's balances per wallet (available, held, temporary deposit, assurance deposit, pending refund, credit)",
        response: okSchema(z.object({ wallets: z.array(walletSchema) })),
      },
    },
    async (request) => ok(request, await balanceInfo({ ...deps, userId: authOf(request).user.id })),
  );

  const ownLines = (
    request: FastifyRequest<{ Querystring: z.infer<typeof fundListQuery> }>,
    changeTypes?: number[],
  ) => {
    const { changeType, currency, from, to } = request.query;
    return {
      userId: authOf(request).user.id,
      changeType,
      changeTypes,
      currency,
      from,
      to,
      withoutHeld: true,
    };
  };

  app.get(
    '/app/balance/log/list',
    {
      config: { access: ['appBalanceList'] },
      schema: {
        tags: ['money'],
        summary: "The caller's financial details (every balance change)",
        querystring: fundListQuery,
        response: okSchema(fundPageSchema),
      },
    },
    async (request) => {
      const { rows, total } = await fundLinesPage({ ...deps, filter: ownLines(request), ...request.query });
      return ok(request, toPage(rows.map(fundLineJson(requestLocale(request))), total, request.query));
    },
  );

  app.get(
    '/app/balance/log/down',
    {
      config: { access: ['appBalanceList'] },
      schema: {
        tags: ['money'],
        summary: "The caller's financial details as xlsx",
        querystring: fundListQuery,
      },
    },
    async (request, reply) => {
      const bytes = await exportFundLines({
        ...deps,
        filter: ownLines(request),
        labels: fundExportLabels(requestLocale(request)),
        withUser: false,
      });
      return sendDownload(reply, bytes, 'financial-details.xlsx');
    },
  );

  app.get(
    '/app/postage/list',
    {
      config: { access: ['appPostageList'] },
      schema: {
        tags: ['money'],
        summary: "The caller's postage details (order placement, refund, bill deductions)",
        querystring: fundListQuery,
        response: okSchema(fundPageSchema),
      },
    },
    async (request) => {
      const filter = { ...ownLines(request, POSTAGE_TYPES) };
      const { rows, total } = await fundLinesPage({ ...deps, filter, ...request.query });
      return ok(request, toPage(rows.map(fundLineJson(requestLocale(request))), total, request.query));
    },
  );

  const adminFilter = (q: z.infer<typeof fundListQuery>) => ({
    changeType: q.changeType,
    currency: q.currency,
    from: q.from,
    to: q.to,
    keyword: q.keyword,
  });

  app.get(
    '/admin/balance/log/list',
    {
      config: { access: ['adminBalanceList'] },
      schema: {
        tags: ['money'],
        summary: "Every user's fund details (filters: change type, wallet, dates, e-mail keyword)",
        querystring: fundListQuery,
        response: okSchema(fundPageSchema),
      },
    },
    async (request) => {
      const { rows, total } = await fundLinesPage({
        ...deps,
        filter: adminFilter(request.query),
        ...request.query,
      });
      return ok(request, toPage(rows.map(fundLineJson(requestLocale(request))), total, request.query));
    },
  );

  app.get(
    '/admin/balance/log/down',
    {
      config: { access: ['adminBalanceList'] },
      schema: { tags: ['money'], summary: "Every user's fund details as xlsx", querystring: fundListQuery },
    },
    async (request, reply) => {
      const bytes = await exportFundLines({
        ...deps,
        filter: adminFilter(request.query),
        labels: fundExportLabels(requestLocale(request)),
        withUser: true,
      });
      return sendDownload(reply, bytes, 'user-fund-details.xlsx');
    },
  );

  app.get(
    '/admin/wallets',
    {
      config: { access: ['adminList', 'adminBalanceList'] },
      schema: {
        tags: ['money'],
        summary: 'Customers with their wallets (search by e-mail or nickname)',
        querystring: pageQuerySchema.extend({ keyword: z.string().trim().max(64).optional() }),
        response: okSchema(
          pageSchema(
            z.object({
              userId: z.string(),
              email: z.string(),
              nickName: z.string(),
              kind: z.string(),
              wallets: z.array(walletSchema),
            }),
          ),
        ),
      },
    },
    async (request) => {
      const { list, total } = await walletsPage({ ...deps, ...request.query });
      return ok(request, toPage(list, total, request.query));
    },
  );

  const staffMove = { config: { access: ['adminList'] as const } };

  app.post(
    '/admin/wallets/:userId/adjust',
    {
      ...staffMove,
      schema: {
        tags: ['money'],
        summary: 'Adjust the available balance (signed amount) with a mandatory reason',
        params: userParams,
        body: adjustWalletSchema,
        response: okSchema(moneyIdSchema),
      },
    },
    async (request) => {
      const { userId } = request.params;
      await requireCustomer(deps, userId);
      const result = await adjustBalance({
        deps,
        userId,
        currency: request.body.currency,
        amountMinor: parseMinor(request.body.amount)!,
        reason: request.body.reason,
        idempotencyKey: idempotencyKeyOf(request, `adjust:${userId}`),
        createdBy: authOf(request).user.id,
      });
      return ok(request, { transactionId: result.transactionId, replayed: result.replayed });
    },
  );

  app.post(
    '/admin/wallets/:userId/transfer',
    {
      ...staffMove,
      schema: {
        tags: ['money'],
        summary: "Move money between a user's two wallets at a stated rate, with a reason",
        params: userParams,
        body: transferWalletSchema,
        response: okSchema(moneyIdSchema),
      },
    },
    async (request) => {
      const { userId } = request.params;
      await requireCustomer(deps, userId);
      const result = await transferBetweenWallets({
        deps,
        userId,
        from: request.body.from,
        to: request.body.to,
        rate: request.body.rate,
        amountMinor: parseMinor(request.body.amount)!,
        reason: request.body.reason,
        idempotencyKey: idempotencyKeyOf(request, `transfer:${userId}`),
        createdBy: authOf(request).user.id,
      });
      return ok(request, { transactionId: result.transactionId, replayed: result.replayed });
    },
  );

  app.post(
    '/admin/wallets/:userId/credit',
    {
      ...staffMove,
      schema: {
        tags: ['money'],
        summary: 'Set the credit limit of a wallet, with a reason',
        params: userParams,
        body: creditLimitSchema,
        response: okSchema(z.object({ currency: z.string(), creditLimit: z.string() })),
      },
    },
    async (request) => {
      const { userId } = request.params;
      await requireCustomer(deps, userId);
      const limit = parseMinor(request.body.creditLimit)!;
      await setCreditLimit(deps.db, userId, request.body.currency, limit);
      return ok(request, { currency: request.body.currency, creditLimit: formatMinor(limit) });
    },
  );

  app.post(
    '/admin/wallets/:userId/earnest',
    {
      ...staffMove,
      schema: {
        tags: ['money'],
        summary: 'Collect an assurance deposit from the available balance, with a reason',
        params: userParams,
        body: earnestSchema,
        response: okSchema(moneyIdSchema),
      },
    },
    async (request) => {
      const { userId } = request.params;
      await requireCustomer(deps, userId);
      const result = await collectEarnest({
        deps,
        userId,
        currency: request.body.currency,
        amountMinor: parseMinor(request.body.amount)!,
        reason: request.body.reason,
        idempotencyKey: idempotencyKeyOf(request, `earnest:${userId}`),
        createdBy: authOf(request).user.id,
      });
      return ok(request, { transactionId: result.transactionId, replayed: result.replayed });
    },
  );

  app.post(
    '/admin/releaseEarnest/:id',
    {
      ...staffMove,
      schema: {
        tags: ['money'],
        summary: "Release a user's whole assurance deposit of a wallet (USD unless given) to available",
        params: z.object({ id: z.uuid({ error: 'ledger.user_not_found' }) }),
        body: z
          .object({ currency: currencySchema.default('USD') })
          .strict()
          .default({ currency: 'USD' }),
        response: okSchema(moneyIdSchema),
      },
    },
    async (request) => {
      const userId = request.params.id;
      await requireCustomer(deps, userId);
      const result = await releaseEarnest({
        deps,
        userId,
        currency: request.body.currency,
        idempotencyKey: idempotencyKeyOf(request, `earnest-release:${userId}`),
        createdBy: authOf(request).user.id,
      });
      return ok(request, { transactionId: result.transactionId, replayed: result.replayed });
    },
  );

  const reportAmounts = {
    recharges: z.string(),
    postage: z.string(),
    refunds: z.string(),
    deductions: z.string(),
    fees: z.string(),
    /** Manual adjustments, net: positive when customers were credited. */
    adjustments: z.string(),
  };
  app.get(
    '/admin/finance/report',
    {
      config: { access: ['adminList'] },
      schema: {
        tags: ['money'],
        summary:
          'Recharges, postage revenue, refunds, deductions, fees and manual adjustments per business day and currency',
        querystring: z.object({ from: daySchema, to: daySchema }),
        response: okSchema(
          z.object({
            from: z.string(),
            to: z.string(),
            timeZone: z.string(),
            days: z.array(z.object({ day: z.string(), currency: z.string(), ...reportAmounts })),
            totals: z.array(z.object({ currency: z.string(), ...reportAmounts })),
          }),
        ),
      },
    },
    async (request) => ok(request, await reportOf({ ...deps, ...request.query })),
  );

  app.get(
    '/admin/finance/reconciliation',
    {
      config: { access: ['adminChannel'] },
      schema: {
        tags: ['money'],
        summary:
          'Accounts whose balance differs from their entries (or breaks its floor) and unbalanced transactions',
        response: okSchema(
          z.object({
            accounts: z.array(
              z.object({
                accountId: z.string(),
                ownerId: z.string().nullable(),
                email: z.string().nullable(),
                currency: z.string(),
                kind: z.string(),
                storedBalance: z.string(),
                entrySum: z.string(),
                problem: z.string(),
              }),
            ),
            transactions: z.array(
              z.object({
                transactionId: z.string(),
                userId: z.string(),
                type: z.string(),
                currency: z.string(),
                sum: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
        ),
      },
    },
    async (request) => {
      const result = await reconcile(deps.db);
      return ok(request, {
        accounts: result.accounts.map((a) => ({
          ...a,
          storedBalance: formatMinor(a.storedBalance),
          entrySum: formatMinor(a.entrySum),
        })),
        transactions: result.transactions.map((t) => ({
          ...t,
          sum: formatMinor(t.sum),
          createdAt: t.createdAt.toISOString(),
        })),
      });
    },
  );
};
