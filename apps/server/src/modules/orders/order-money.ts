import type { OrderAction, OrderEventKind } from '@shiplabel/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { inLedgerTransaction, type PostInput, postWithin } from '../ledger/ledger.post.ts';
import { requireTransition } from './order-transition.ts';
import { orderChanged } from './orders.errors.ts';
import { addOrderEvent, type OrderPatch, type OrderRow, requireOrder } from './orders.repository.ts';
import { orders } from './orders.table.ts';

export interface MoneyStep {
  order: OrderRow;
  action: OrderAction;
  from: readonly number[];
  patch: OrderPatch;
  /** Ledger postings, each with an idempotency key of the order's step (a repeat moves nothing). */
  postings: PostInput[];
  events: { kind: OrderEventKind; params?: Record<string, string | number> }[];
  actorId: string | null;
  /** Also require that the deposit is not released yet (deposit releases). */
  depositUnreleased?: boolean;
  /** More rows of the step, written in the same transaction before the money moves. */
  alsoWithin?: (tx: Database, now: Date) => Promise<void>;
}

/**
 * One money-moving order action, atomically: the compare-and-set of the order's status, its ledger
 * postings and its timeline events commit together or not at all, so an order can never show a status
 * its money does not match. The order row is locked before the accounts (nothing locks them the other
 * way round), so two such steps cannot deadlock.
 */
export async function moveWithMoney(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  step: MoneyStep,
  actor: 'customer' | 'admin' | 'system',
): Promise<OrderRow> {
  const now = deps.clock();
  const moved = await inLedgerTransaction(deps.db, async (tx) => {
    const row = await compareAndSet(tx, step, now);
    if (!row) return null;
    await step.alsoWithin?.(tx, now);
    // Every posting of an order's step carries its order number (fund details show and export it).
    for (const posting of step.postings) {
      // A test-mode order (issue 16) was placed for 0: its steps move nothing, so they post nothing.
      if (posting.legs.every((leg) => leg.amount === 0n)) continue;
      await postWithin(tx, { ...posting, orderNo: posting.orderNo ?? step.order.orderNo });
    }
    for (const event of step.events)
      await addOrderEvent(tx, { orderId: row.id, ...event, actorId: step.actorId, at: now });
    return row;
  });
  if (moved) return moved;
  // Lost a race: say why in the table's words when the action is no longer allowed.
  const current = await requireOrder(deps.db, { id: step.order.id });
  requireTransition(current.status, step.action, actor);
  throw orderChanged();
}

async function compareAndSet(tx: Database, step: MoneyStep, now: Date) {
  const conditions = [eq(orders.id, step.order.id), inArray(orders.status, [...step.from])];
  if (step.depositUnreleased) conditions.push(isNull(orders.depositReleasedAt));
  const [row] = await tx
    .update(orders)
    .set({ ...step.patch, updatedAt: now })
    .where(and(...conditions))
    .returning();
  return row ?? null;
}
