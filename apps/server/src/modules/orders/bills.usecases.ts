import { createHash } from 'node:crypto';
import {
  type billSchema,
  type Currency,
  formatMinor,
  ORDER_STATUS,
  operations,
  type PageQuery,
  parseMinor,
} from '@shiplabel/shared';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { unprocessable } from '../../lib/errors.ts';
import { likePattern, pageOffset, toPage } from '../../lib/pagination.ts';
import { getSysConfig } from '../config/config.usecases.ts';
import type { PostInput } from '../ledger/ledger.post.ts';
import { users } from '../users/users.table.ts';
import { moveWithMoney } from './order-money.ts';
import { requireTransition } from './order-transition.ts';
import { requireOrder } from './orders.repository.ts';
import { orderBills, orders } from './orders.table.ts';

/** A stable uuid of an idempotency key: a retried bill finds the row the first attempt wrote. */
function uuidOf(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Supplementary bill of a placed or delivered order (spec: supplementary deductions): the carrier's
 * adjustment as a bill deduction (type 4) and, for false size or weight, the 5 USD penalty as a bill
 * supplement deduction (type 6), both with the reason and the order number so the customer sees them in
 * fund details. The client's Idempotency-Key makes a retried click bill once.
 */
export async function billOrder(
  deps: AppDeps & { actorId: string; input: z.output<typeof billSchema>; idempotencyKey: string },
) {
  const { input } = deps;
  const order = await requireOrder(deps.db, { id: input.orderId });
  requireTransition(order.status, 'bill', 'admin');
  // A test-mode API key's order (issue 16) never moves real money, so it is never billed either.
  if (order.testMode) throw unprocessable('apiKey.test_order_not_billable');
  const amount = parseMinor(input.amount)!;
  // The operator sets the penalty in the system configuration (issue 14; spec section 9: 5 USD).
  const penalty = input.penalty ? (await getSysConfig(deps)).falseInfoPenaltyMinor : 0n;
  if (amount + penalty <= 0n) throw unprocessable('placement.bill_empty');
  const billId = uuidOf(`bill:${order.id}:${deps.idempotencyKey}`);
  const currency = order.currency as Currency;
  const common = {
    userId: order.userId,
    reason: input.reason,
    reference: order.orderNo,
    createdBy: deps.actorId,
  };
  const postings: PostInput[] = [];
  if (amount > 0n)
    postings.push({
      ...common,
      type: 'billDeduction',
      legs: operations.billDeduction(currency, amount),
      idempotencyKey: `bill:${billId}`,
    });
  if (penalty > 0n)
    postings.push({
      ...common,
      type: 'billSupplement',
      legs: operations.billSupplement(currency, penalty),
      idempotencyKey: `bill-penalty:${billId}`,
    });
  const answer = { billId, amount: formatMinor(amount), penalty: formatMinor(penalty), currency };
  const [existing] = await deps.db.select().from(orderBills).where(eq(orderBills.id, billId));
  if (existing) return answer;
  try {
    await moveWithMoney(
      deps,
      {
        order,
        action: 'bill',
        from: [ORDER_STATUS.placed, ORDER_STATUS.delivered],
        patch: {},
        postings,
        events: [
          {
            kind: 'billed',
            params: { amount: formatMinor(amount + penalty), currency, reason: input.reason },
          },
        ],
        actorId: deps.actorId,
        alsoWithin: async (tx, now) => {
          const [inserted] = await tx
            .insert(orderBills)
            .values({
              id: billId,
              orderId: order.id,
              userId: order.userId,
              currency,
              amountMinor: amount,
              penaltyMinor: penalty,
              reason: input.reason,
              createdBy: deps.actorId,
              createdAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: orderBills.id });
          // A concurrent retry of the same key wrote it first: roll this one back, answer the same bill.
          if (!inserted) throw new AlreadyBilled();
        },
      },
      'admin',
    );
  } catch (error) {
    if (!(error instanceof AlreadyBilled)) throw error;
  }
  return answer;
}

class AlreadyBilled extends Error {}

/** GET /admin/order/bills: newest first, keyword on the order number or the customer's e-mail. */
export async function listBills(deps: AppDeps & { query: PageQuery & { keyword?: string } }) {
  const { query } = deps;
  const where = query.keyword
    ? or(ilike(orders.orderNo, likePattern(query.keyword)), ilike(users.email, likePattern(query.keyword)))
    : undefined;
  const [counted] = await deps.db
    .select({ n: sql<number>`count(*)` })
    .from(orderBills)
    .innerJoin(orders, eq(orders.id, orderBills.orderId))
    .innerJoin(users, eq(users.id, orderBills.userId))
    .where(where);
  const rows = await deps.db
    .select({
      id: orderBills.id,
      orderId: orderBills.orderId,
      orderNo: orders.orderNo,
      userEmail: users.email,
      currency: orderBills.currency,
      amount: orderBills.amountMinor,
      penalty: orderBills.penaltyMinor,
      reason: orderBills.reason,
      createdAt: orderBills.createdAt,
    })
    .from(orderBills)
    .innerJoin(orders, eq(orders.id, orderBills.orderId))
    .innerJoin(users, eq(users.id, orderBills.userId))
    .where(where)
    .orderBy(desc(orderBills.createdAt), desc(orderBills.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const list = rows.map((r) => ({
    ...r,
    amount: formatMinor(r.amount),
    penalty: formatMinor(r.penalty),
    createdAt: r.createdAt.toISOString(),
  }));
  return toPage(list, Number(counted?.n ?? 0), query);
}
