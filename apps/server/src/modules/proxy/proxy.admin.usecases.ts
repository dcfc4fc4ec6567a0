import {
  type AdminProxy,
  type adminProxyListQuerySchema,
  type adminProxyUpdateSchema,
  markupToJson,
  USER_STATUS,
} from '@shiplabel/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { revokeAllSessionsOfUser } from '../auth/auth.repository.ts';
import { bumpCatalog } from '../pricing/catalog.ts';
import { users } from '../users/users.table.ts';
import {
  attachAndDetach,
  attachedElsewhere,
  notACustomer,
  proxyNotFound,
  subAccountBusy,
  subAccountNotFound,
} from './proxy.errors.ts';
import { FiguresByCurrency } from './proxy.figures.ts';
import {
  commissionBySub,
  findUser,
  findUsers,
  freeCustomers,
  markupsOf,
  ordersInFlight,
  proxiesPage,
  spendByUser,
  subAccountsOf,
} from './proxy.repository.ts';
import { setMarkup } from './proxy.usecases.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** Proxies as the back office sees them: sub-accounts, all-time spend and commission, reversals owed. */
async function describeProxies(
  db: Database,
  tz: string,
  proxies: {
    id: string;
    email: string;
    nickName: string;
    company: string;
    status: number;
    createdAt: Date;
  }[],
): Promise<AdminProxy[]> {
  const ids = proxies.map((p) => p.id);
  const subs = await subAccountsOf(db, ids);
  const [spend, commission, markups] = await Promise.all([
    spendByUser(
      db,
      subs.map((s) => s.id),
      { tz },
    ),
    commissionBySub(db, ids, { tz }),
    markupsOf(db, ids),
  ]);
  const parentOf = new Map(subs.map((s) => [s.id, s.parentId!]));
  const figures = new FiguresByCurrency();
  const due = new FiguresByCurrency();
  for (const s of spend) figures.addSpend(parentOf.get(s.userId)!, s.currency, s.spend);
  for (const c of commission) {
    figures.addCommission(c.proxyId, c.currency, c.amount);
    if (c.status === 'reversal_due') due.addCommission(c.proxyId, c.currency, c.amount);
  }
  return proxies.map((p) => {
    const mine = subs.filter((s) => s.parentId === p.id);
    return {
      id: p.id,
      email: p.email,
      nickName: p.nickName,
      company: p.company,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      subAccountCount: mine.length,
      subAccounts: mine.map((s) => ({ id: s.id, email: s.email, nickName: s.nickName })),
      figures: figures.json(p.id),
      reversalDue: due.json(p.id).map((f) => ({ currency: f.currency, amount: f.commission })),
      defaults: markups.filter((m) => m.proxyId === p.id && m.subAccountId === null).map(markupToJson),
    };
  });
}

/** GET /admin/getPoxyUserList (the spec's spelling): proxy users with their sub-accounts and figures. */
export async function proxyList(deps: Deps & { query: z.output<typeof adminProxyListQuerySchema> }) {
  const { query } = deps;
  const page = await proxiesPage(deps.db, {
    keyword: query.keyword,
    status: query.status,
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  const list = await describeProxies(deps.db, deps.config.businessTz, page.rows);
  return toPage(list, page.total, query);
}

/**
 * POST /admin/proxyUpdate/{id}: the proxy's status (disabling ends its sessions at once), customers
 * attached as its sub-accounts or detached, and its commission settings (a markup). A customer of another
 * proxy must be detached there first; a sub-account with an order between placement and label cannot
 * move (its commission is in flight). Parent changes mark the rating catalogue changed (same transaction).
 */
export async function updateProxy(
  deps: Deps & { id: string; body: z.output<typeof adminProxyUpdateSchema> },
): Promise<AdminProxy> {
  const { db, body } = deps;
  const proxy = await findUser(db, deps.id);
  if (!proxy || proxy.kind !== 'proxy') throw proxyNotFound();
  const attach = [...new Set(body.attach)];
  const detach = [...new Set(body.detach)];
  if (attach.some((id) => detach.includes(id))) throw attachAndDetach();
  const targets = await findUsers(db, [...attach, ...detach]);
  const byId = new Map(targets.map((t) => [t.id, t]));
  for (const id of attach) {
    const user = byId.get(id);
    if (!user) throw subAccountNotFound();
    if (user.parentId === proxy.id) continue;
    if (user.kind !== 'customer') throw notACustomer(user.email);
    if (user.parentId) throw attachedElsewhere(user.email);
  }
  for (const id of detach) {
    const user = byId.get(id);
    if (!user || user.parentId !== proxy.id) throw subAccountNotFound();
  }
  const moving = [...attach.filter((id) => byId.get(id)!.parentId !== proxy.id), ...detach];
  const busy = await ordersInFlight(db, moving);
  if (busy.length > 0) throw subAccountBusy(byId.get(busy[0]!.userId)!.email);

  const now = deps.clock();
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    if (attach.length)
      await tx
        .update(users)
        .set({ parentId: proxy.id, updatedAt: now })
        .where(and(inArray(users.id, attach), sql`${users.parentId} is null`));
    if (detach.length)
      await tx
        .update(users)
        .set({ parentId: null, updatedAt: now })
        .where(and(inArray(users.id, detach), eq(users.parentId, proxy.id)));
    if (body.status !== undefined && body.status !== proxy.status) {
      await tx.update(users).set({ status: body.status, updatedAt: now }).where(eq(users.id, proxy.id));
      if (body.status !== USER_STATUS.active) await revokeAllSessionsOfUser(tx, proxy.id, now);
    }
    if (attach.length || detach.length) await bumpCatalog(tx);
  });
  if (body.markup) await setMarkup({ db, clock: deps.clock, proxyId: proxy.id, input: body.markup });
  const [described] = await describeProxies(db, deps.config.businessTz, [(await findUser(db, proxy.id))!]);
  return described!;
}

/** GET /admin/proxy/customerOptions: who may be attached (customers that no proxy holds yet). */
export const customerOptions = (deps: { db: Database; keyword?: string }) =>
  freeCustomers(deps.db, deps.keyword);
