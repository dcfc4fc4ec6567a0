import type { Actor, Locale, OrderDetail } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { type OrderRow, orderEventsOf, requireOrder, trackingEventsOf } from './orders.repository.ts';
import { toDetail } from './orders.serialize.ts';

/** Who answers: the order's customer, or the back office (which also sees the customer's e-mail). */
export interface Viewer {
  actor: Actor;
  locale: Locale;
}

/** The order as it is now, in full, for the viewer. */
export async function currentDetail(db: Database, orderId: string, viewer: Viewer): Promise<OrderDetail> {
  return detailOfRow(db, await requireOrder(db, { id: orderId }), viewer);
}

export async function detailOfRow(db: Database, row: OrderRow, viewer: Viewer): Promise<OrderDetail> {
  const [events, tracking, owner] = await Promise.all([
    orderEventsOf(db, row.id),
    trackingEventsOf(db, row.id),
    viewer.actor === 'admin'
      ? db.select({ email: users.email }).from(users).where(eq(users.id, row.userId)).limit(1)
      : Promise.resolve([]),
  ]);
  return toDetail(row, { ...viewer, events, tracking, userEmail: owner[0]?.email });
}
