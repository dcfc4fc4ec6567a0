import {
  formatMinor,
  markupFromInput,
  markupToJson,
  type ProxySubOrder,
  type proxyMarkupInputSchema,
  type proxySubAccountsQuerySchema,
  type proxySubOrdersQuerySchema,
} from '@shiplabel/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { bumpCatalog } from '../pricing/catalog.ts';
import { proxyNotFound, subAccountNotFound } from './proxy.errors.ts';
import { FiguresByCurrency } from './proxy.figures.ts';
import {
  commissionBySub,
  findUser,
  markupsOf,
  type Period,
  spendByUser,
  subAccountsOf,
  subAccountsPage,
  subOrdersPage,
} from './proxy.repository.ts';
import { proxyMarkups } from './proxy.table.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** The caller must be a proxy user: anyone else has no sub-accounts and no markups to set. */
async function requireProxy(db: Database, proxyId: string) {
  const proxy = await findUser(db, proxyId);
  if (!proxy || proxy.kind !== 'proxy') throw proxyNotFound();
  return proxy;
}

/** A sub-account of this proxy, else 404 (another proxy's sub-account reads exactly as a missing one). */
export async function requireSubAccount(db: Database, proxyId: string, subAccountId: string) {
  const sub = await findUser(db, subAccountId);
  if (!sub || sub.parentId !== proxyId) throw subAccountNotFound();
  return sub;
}

/**
 * GET /app/proxy/subAccounts: the proxy's sub-accounts with their labels bought, spend and the commission
 * earned on them in the period (business days), their markups, the totals and the proxy's defaults.
 */
export async function subAccountsView(
  deps: Deps & { proxyId: string; query: z.output<typeof proxySubAccountsQuerySchema> },
) {
  const { db, proxyId, query } = deps;
  await requireProxy(db, proxyId);
  const period: Period = { from: query.from, to: query.to, tz: deps.config.businessTz };
  const page = await subAccountsPage(db, proxyId, query.keyword, {
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  const ids = page.rows.map((r) => r.id);
  const [spend, commission, markups, totals] = await Promise.all([
    spendByUser(db, ids, period),
    commissionBySub(db, [proxyId], period),
    markupsOf(db, [proxyId]),
    proxyTotals(db, proxyId, period),
  ]);
  const figures = new FiguresByCurrency();
  const counts = new Map<string, number>();
  for (const s of spend) {
    figures.addSpend(s.userId, s.currency, s.spend);
    counts.set(s.userId, (counts.get(s.userId) ?? 0) + s.orders);
  }
  for (const c of commission) figures.addCommission(c.subAccountId, c.currency, c.amount);
  const list = page.rows.map((r) => ({
    id: r.id,
    email: r.email,
    nickName: r.nickName,
    company: r.company,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    orderCount: counts.get(r.id) ?? 0,
    figures: figures.json(r.id),
    markups: markups.filter((m) => m.subAccountId === r.id).map(markupToJson),
  }));
  return {
    ...toPage(list, page.total, query),
    totals,
    defaults: markups.filter((m) => m.subAccountId === null).map(markupToJson),
  };
}

/** Every sub-account of the proxy together (including commission on sub-accounts since detached). */
export async function proxyTotals(db: Database, proxyId: string, period: Period) {
  const subs = await subAccountsOf(db, [proxyId]);
  const [spend, commission] = await Promise.all([
    spendByUser(
      db,
      subs.map((s) => s.id),
      period,
    ),
    commissionBySub(db, [proxyId], period),
  ]);
  const figures = new FiguresByCurrency();
  let orderCount = 0;
  for (const s of spend) {
    figures.addSpend('all', s.currency, s.spend);
    orderCount += s.orders;
  }
  for (const c of commission) figures.addCommission('all', c.currency, c.amount);
  return { orderCount, figures: figures.json('all') };
}

/** GET /app/proxy/subAccounts/{id}/orders: one sub-account's orders with the commission on each. */
export async function subAccountOrders(
  deps: Deps & { proxyId: string; subAccountId: string; query: z.output<typeof proxySubOrdersQuerySchema> },
) {
  const { db, query } = deps;
  await requireSubAccount(db, deps.proxyId, deps.subAccountId);
  const page = await subOrdersPage(db, {
    proxyId: deps.proxyId,
    subAccountId: deps.subAccountId,
    period: { from: query.from, to: query.to, tz: deps.config.businessTz },
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  const list: ProxySubOrder[] = page.rows.map((r) => ({
    id: r.id,
    orderNo: r.orderNo,
    status: r.status,
    serviceName: r.serviceName,
    trackingNo: r.trackingNo,
    currency: r.currency,
    amount: formatMinor(r.rateMinor ?? 0n),
    commission: formatMinor(r.commissionMinor ?? 0n),
    commissionStatus: r.commissionStatus ?? null,
    labelCreatedAt: r.labelCreatedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  return toPage(list, page.total, query);
}

/**
 * POST /app/proxy/markup (and the back office's commission settings): sets or removes one markup of the
 * proxy, the default or one of its own sub-accounts', and marks the rating catalogue changed in the same
 * transaction so every instance prices with it at once. Answers the proxy's markups.
 */
export async function setMarkup(
  deps: Pick<AppDeps, 'db' | 'clock'> & { proxyId: string; input: z.output<typeof proxyMarkupInputSchema> },
) {
  const { db, proxyId, input } = deps;
  await requireProxy(db, proxyId);
  if (input.subAccountId) await requireSubAccount(db, proxyId, input.subAccountId);
  const values = markupFromInput(input);
  const which = and(
    eq(proxyMarkups.proxyId, proxyId),
    eq(proxyMarkups.currency, values.currency),
    values.subAccountId
      ? eq(proxyMarkups.subAccountId, values.subAccountId)
      : isNull(proxyMarkups.subAccountId),
  );
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.delete(proxyMarkups).where(which);
    if (!input.remove) await t.insert(proxyMarkups).values({ proxyId, ...values, updatedAt: deps.clock() });
    await bumpCatalog(t);
  });
  return (await markupsOf(db, [proxyId])).map(markupToJson);
}
