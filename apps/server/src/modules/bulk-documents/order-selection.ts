import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { unprocessable } from '../../lib/errors.ts';
import { whereOf, withKeywordMode } from '../orders/order-list.repository.ts';
import { orderFilterOf } from '../orders/order-list.usecases.ts';
import { orderNotFound } from '../orders/orders.errors.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { orders } from '../orders/orders.table.ts';
import type { Selection } from './bulk.schemas.ts';

/** Who asks: a customer (`ownerId`) works on their own orders only; the back office (null) on any. */
export interface SelectionScope {
  deps: Pick<AppDeps, 'db' | 'config'>;
  ownerId: string | null;
  selection: Selection;
  /** The most orders one download may hold. */
  max: number;
}

const ID_CHUNK = 1_000;

/**
 * The ids of the chosen orders, in the order the file lists them: the caller's order for explicit ids
 * (duplicates once), newest first (the list's order) for filters. An id that is not the customer's is
 * refused exactly like an unknown one (404 orders.not_found): a download never silently leaves out an
 * order the user asked for, and never tells whether another customer's id exists.
 */
export async function selectedOrderIds({ deps, ownerId, selection, max }: SelectionScope): Promise<string[]> {
  if (selection.orderIds) {
    const wanted = [...new Set(selection.orderIds)];
    const found = new Set<string>();
    for (let at = 0; at < wanted.length; at += ID_CHUNK) {
      const chunk = wanted.slice(at, at + ID_CHUNK);
      const rows = await deps.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.id, chunk), ownerId ? eq(orders.userId, ownerId) : undefined));
      for (const row of rows) found.add(row.id);
    }
    if (found.size !== wanted.length) throw orderNotFound();
    return wanted;
  }
  // The keyword matched as the list matched it (a number first), so the file holds the orders shown.
  const filter = await withKeywordMode(deps.db, orderFilterOf(selection, ownerId, deps.config.businessTz));
  const rows = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(whereOf(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(max + 1);
  if (rows.length > max) throw unprocessable('bulkdocs.too_many_orders', { maximum: max });
  return rows.map((r) => r.id);
}

/**
 * The orders of `ids` a page at a time, in the order of `ids`: a 10,000-order download never holds more
 * than one page of rows (labels, addresses, parcels) in memory.
 */
export async function* ordersInPages(
  deps: Pick<AppDeps, 'db'>,
  ids: readonly string[],
  pageSize = 200,
): AsyncGenerator<OrderRow[]> {
  for (let at = 0; at < ids.length; at += pageSize) {
    const page = ids.slice(at, at + pageSize);
    const rows = await deps.db.select().from(orders).where(inArray(orders.id, page));
    const byId = new Map(rows.map((row) => [row.id, row]));
    yield page.flatMap((id) => byId.get(id) ?? []);
  }
}
