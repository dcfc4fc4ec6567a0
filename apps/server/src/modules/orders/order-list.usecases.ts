import {
  type Locale,
  ORDER_STATUS,
  ORDER_VIEWS,
  type OrderListPage,
  type OrderListQuery,
  type OrderViewName,
  type PageQuery,
  PLACED_ALIASES,
} from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { listOrders, type OrderFilter } from './order-list.repository.ts';
import { toListItem } from './orders.serialize.ts';

/**
 * The statuses a list shows: the view's; in allWaybills every status or the one asked for (8 also
 * finds the legacy codes that display as 8). Other views ignore `status`.
 */
export function statusesOf(query: Pick<OrderListQuery, 'view' | 'status'>): readonly number[] | null {
  const view = ORDER_VIEWS[query.view as OrderViewName] ?? ORDER_VIEWS.allWaybills;
  if (view.statuses) return view.statuses;
  if (query.status === undefined) return null;
  return query.status === ORDER_STATUS.placed ? [ORDER_STATUS.placed, ...PLACED_ALIASES] : [query.status];
}

/**
 * The filter of a list query. A customer (`ownerId`) is always narrowed to their own orders; the back
 * office (null) may narrow to one customer. Also selects the orders of bulk downloads (issue 6).
 */
export function orderFilterOf(query: OrderListQuery, ownerId: string | null, timeZone: string): OrderFilter {
  return {
    userId: ownerId ?? query.userId,
    statuses: statusesOf(query),
    channelId: query.channelId,
    createdFrom: query.createdFrom,
    createdTo: query.createdTo,
    labelFrom: query.labelFrom,
    labelTo: query.labelTo,
    keyword: query.keyword || undefined,
    testMode: query.mode === undefined ? undefined : query.mode === 'test',
    timeZone,
  };
}

/**
 * A page of an order list. A customer (`ownerId`) sees only their own orders whatever `userId` says;
 * the back office (`ownerId` null) may narrow to one customer and sees each row's e-mail.
 */
export async function orderListPage(
  deps: AppDeps & { ownerId: string | null; query: OrderListQuery & PageQuery; locale?: Locale },
): Promise<OrderListPage> {
  const { query } = deps;
  const admin = deps.ownerId === null;
  const { rows, total, totalCapped } = await listOrders(
    deps.db,
    orderFilterOf(query, deps.ownerId, deps.config.businessTz),
    { limit: query.pageSize, offset: pageOffset(query), withEmail: admin },
  );
  const list = rows.map((r) =>
    toListItem(r.order, { ...(admin ? { userEmail: r.email ?? '' } : {}), locale: deps.locale }),
  );
  return { ...toPage(list, total, query), totalCapped };
}
