import { formatMinor, ORDER_STATUS, type OrderDetail, type PageQuery } from '@shiplabel/shared';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { users } from '../users/users.table.ts';
import { depositReleasePosting, heldDeposit } from './cancel.usecases.ts';
import { moveWithMoney } from './order-money.ts';
import { requireTransition } from './order-transition.ts';
import { requireOrder } from './orders.repository.ts';
import { toListItem } from './orders.serialize.ts';
import { orders } from './orders.table.ts';
import { detailOfRow, type Viewer } from './placement.detail.ts';

const RELEASABLE = [ORDER_STATUS.placed, ORDER_STATUS.delivered, ORDER_STATUS.canceled];

/**
 * Releases the order's temporary deposit to the customer's available balance (type 3), once: by staff
 * (releaseEarnest) or by the settlement job when depositDueAt has passed. Refused when nothing is held.
 */
export async function releaseOrderDeposit(
  deps: AppDeps & Viewer & { orderId: string; actorId: string | null },
): Promise<OrderDetail> {
  const order = await requireOrder(deps.db, { id: deps.orderId });
  requireTransition(order.status, 'releaseDeposit', deps.actor);
  const deposit = heldDeposit(order);
  if (deposit <= 0n) throw unprocessable('placement.no_deposit_to_release');
  const moved = await moveWithMoney(
    deps,
    {
      order,
      action: 'releaseDeposit',
      from: RELEASABLE,
      depositUnreleased: true,
      patch: { depositReleasedAt: deps.clock() },
      postings: [depositReleasePosting(order, deps.actorId)],
      events: [
        { kind: 'deposit_released', params: { amount: formatMinor(deposit), currency: order.currency } },
      ],
      actorId: deps.actorId,
    },
    deps.actor,
  ).catch(async (error: unknown) => {
    // Released by someone else meanwhile: nothing is left to release.
    const now = await requireOrder(deps.db, { id: order.id });
    if (error instanceof AppError && now.depositReleasedAt)
      throw unprocessable('placement.no_deposit_to_release');
    throw error;
  });
  return detailOfRow(deps.db, moved, deps);
}

/** Held deposits: captured with the label and not released yet. */
const depositHeld = () =>
  and(gt(orders.depositMinor, 0n), isNull(orders.depositReleasedAt), isNotNull(orders.labelCreatedAt));

/** The settlement job: every deposit whose window (delivery + settlementDays) has passed goes back. */
export async function releaseDueDeposits(deps: AppDeps) {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(depositHeld(), lte(orders.depositDueAt, deps.clock()), inArray(orders.status, RELEASABLE)))
    .orderBy(asc(orders.depositDueAt))
    .limit(100);
  let released = 0;
  for (const { id } of due) {
    try {
      await releaseOrderDeposit({ ...deps, orderId: id, actorId: null, actor: 'system', locale: 'en-US' });
      released++;
    } catch (error) {
      // Another instance released it first, or the order moved on: the next run sees the truth.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return released > 0 ? { released } : null;
}

/**
 * GET /admin/order/unRefunded: orders whose deposit is still held past depositDueAt, and canceled or
 * rejected orders that still hold one (something went wrong: staff release it by hand).
 */
export async function listUnrefunded(deps: AppDeps & { query: PageQuery }) {
  const overdue: SQL = or(
    lte(orders.depositDueAt, deps.clock()),
    inArray(orders.status, [ORDER_STATUS.canceled, ORDER_STATUS.rejected]),
  )!;
  const where = and(depositHeld(), overdue);
  const [counted] = await deps.db.select({ n: count() }).from(orders).where(where);
  const rows = await deps.db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(asc(orders.depositDueAt), asc(orders.id))
    .limit(deps.query.pageSize)
    .offset(pageOffset(deps.query));
  const list = rows.map(({ order, email }) => ({
    ...toListItem(order, { userEmail: email }),
    depositDueAt: order.depositDueAt?.toISOString() ?? null,
  }));
  return toPage(list, Number(counted?.n ?? 0), deps.query);
}
