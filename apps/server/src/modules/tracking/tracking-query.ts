import { LOGISTICS_STATUS, type Locale, ORDER_STATUS, type trackResultSchema } from '@shiplabel/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { eventsOfNumbers, IN_TRANSIT_ORDER_STATUSES, ordersOwningNumbers } from './tracking.repository.ts';
import { refreshOrders } from './tracking.usecases.ts';
import { trackingText } from './tracking-text.ts';

export type TrackAnswer = z.infer<typeof trackResultSchema>;

/** Orders whose parcels may still move: placed (and its legacy codes) and in cancellation. */
const REFRESHED_ON_QUERY: readonly number[] = [...IN_TRANSIT_ORDER_STATUSES, ORDER_STATUS.inCancellation];
/** An order read from its carrier this recently is answered from storage (repeated clicks, polling). */
const FRESH_ENOUGH_MS = 30_000;

function needsRefresh(order: OrderRow, now: Date): boolean {
  if (!REFRESHED_ON_QUERY.includes(order.status)) return false;
  if (order.logisticsStatus === LOGISTICS_STATUS.delivered) return false;
  return !order.trackedAt || now.getTime() - order.trackedAt.getTime() >= FRESH_ENOUGH_MS;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * The logistics query: each number of an order the caller may see (`userId`'s orders, or any order when
 * null) is refreshed from its carrier and answered with its stored events; any other number reads as not
 * found, exactly like an unknown one, so nothing of another customer's parcels leaks. Duplicates are
 * answered once, in the order asked. A carrier failure answers what is stored. Our own carriers' event
 * texts come in `locale`.
 */
export async function trackNumbers(
  deps: Pick<AppDeps, 'db' | 'clock'> & { log?: Log },
  input: { numbers: readonly string[]; userId: string | null; locale?: Locale },
): Promise<TrackAnswer[]> {
  const numbers = [...new Set(input.numbers)];
  const wanted = new Set(numbers);
  const orderOf = new Map<string, OrderRow>();
  // Newest order first: should a number ever sit on two orders, the latest one answers.
  for (const order of await ordersOwningNumbers(deps.db, numbers, input.userId))
    for (const n of order.trackingNumbers) if (wanted.has(n) && !orderOf.has(n)) orderOf.set(n, order);

  const orders = [...new Set(orderOf.values())];
  const now = deps.clock();
  const { failed } = await refreshOrders(
    deps,
    orders.filter((o) => needsRefresh(o, now)),
  );
  for (const f of failed)
    deps.log?.warn({ orderId: f.orderId, err: f.error }, 'tracking refresh failed; answering stored events');

  const events = await eventsOfNumbers(
    deps.db,
    [...orderOf.keys()],
    orders.map((o) => o.id),
  );
  return numbers.map((trackingNumber) => {
    const order = orderOf.get(trackingNumber);
    if (!order) return { trackingNumber, orderNo: null, status: LOGISTICS_STATUS.notFound, events: [] };
    const own = events
      .filter((e) => e.trackingNumber === trackingNumber && e.orderId === order.id)
      .map((e) => ({
        trackingNumber,
        status: e.status,
        description: trackingText(e.description, input.locale ?? 'en-US'),
        time: e.time.toISOString(),
      }));
    return {
      trackingNumber,
      orderNo: order.orderNo,
      status: own.at(-1)?.status ?? LOGISTICS_STATUS.notFound,
      events: own,
    };
  });
}
