import { ORDER_STATUS, type OrderDetail, orderInputSchema, PLACED_ALIASES } from '@shiplabel/shared';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { CatalogFreshness } from '../pricing/for-orders.ts';
import { saveDraft } from './drafts.usecases.ts';
import { type OrderRow, requireOrder } from './orders.repository.ts';
import { orders } from './orders.table.ts';
import { detailOfRow, type Viewer } from './placement.detail.ts';
import { placeOrder } from './placement.usecases.ts';

/** Orders whose parcel may come back: placed (and the legacy placed codes) or delivered. */
const RETURNABLE: readonly number[] = [ORDER_STATUS.placed, ORDER_STATUS.delivered, ...PLACED_ALIASES];
/** A return in these states is over (refunded, voided, rejected): another may be made. */
const FINISHED: number[] = [ORDER_STATUS.canceled, ORDER_STATUS.voided, ORDER_STATUS.rejected];
/** A return not bought yet (a draft left by an interrupted request, or a failed purchase): placed again. */
const TO_PLACE: readonly number[] = [ORDER_STATUS.draft, ORDER_STATUS.failed];

export const returnNotPlaced = () => unprocessable('placement.return_not_placed');
export const returnOfReturn = () => unprocessable('placement.return_of_return');

interface ReturnRequest extends Viewer, CatalogFreshness {
  orderId: string;
  /** The caller: only their own orders get a return (another customer's order reads as unknown, 404). */
  userId: string;
  actorId: string;
}

/**
 * The order a return label is bought for: the one the original already has (under way, bought or to be
 * placed again), else a new draft of the original's shipment with sender and recipient swapped, linked
 * to the original. The original is locked meanwhile, so two submissions at once make one return.
 */
async function returnOrderOf(deps: AppDeps & ReturnRequest, original: OrderRow): Promise<OrderRow> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from orders where id = ${original.id} for update`);
    const [existing] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.returnOfId, original.id), notInArray(orders.status, FINISHED)))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (existing) return existing;
    const input = orderInputSchema.parse({
      serviceId: original.serviceId,
      from: original.toAddress,
      to: original.fromAddress,
      parcels: original.parcels,
      items: original.items,
      customs: original.customs,
      options: original.options,
      reference: original.reference,
      reference2: `Return of ${original.orderNo}`,
      isTest: original.isTest,
    });
    const saved = await saveDraft({
      ...deps,
      db: tx,
      userId: original.userId,
      actorId: deps.actorId,
      input,
      returnOf: original.id,
    });
    return requireOrder(tx, { id: saved.id });
  });
}

/**
 * POST /app/order/label/return: a return label for the caller's placed (or delivered) order, bought on
 * the original's service with the carrier's return service or flag, and charged through the same
 * placement and ledger path as any label (hold, carrier, capture or release). Answers the return order.
 */
export async function createReturnLabel(deps: AppDeps & ReturnRequest): Promise<OrderDetail> {
  const original = await requireOrder(deps.db, { id: deps.orderId, userId: deps.userId });
  if (original.isReturn) throw returnOfReturn();
  if (!RETURNABLE.includes(original.status)) throw returnNotPlaced();
  const returned = await returnOrderOf(deps, original);
  if (!TO_PLACE.includes(returned.status)) return detailOfRow(deps.db, returned, deps);
  const placed = await placeOrder(
    { ...deps, userId: original.userId, idempotencyKey: null },
    returned,
    returned.serviceId ?? original.serviceId,
    null,
  );
  return detailOfRow(deps.db, placed ?? (await requireOrder(deps.db, { id: returned.id })), deps);
}
