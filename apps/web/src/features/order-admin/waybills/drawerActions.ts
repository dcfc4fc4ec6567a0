import { type OrderAction, PAGE_SIZES, transition } from '@shiplabel/shared';

/** Money actions the back office's order drawer offers, with the resource code each endpoint requires. */
export const DRAWER_ACTIONS = [
  // POST /admin/order/billed
  { action: 'bill', resource: 'adminChannel' },
  // POST /admin/order/order/releaseEarnest
  { action: 'releaseDeposit', resource: 'adminChannel' },
  // POST /admin/order/batchProcess (cancel)
  { action: 'cancel', resource: 'batchOrderCancel' },
] as const satisfies readonly { action: OrderAction; resource: string }[];
export type DrawerAction = (typeof DRAWER_ACTIONS)[number]['action'];

interface DrawerOrder {
  status: number;
  deposit: string;
  depositReleased: boolean;
  hasLabel: boolean;
}

/**
 * The drawer's actions for an order: those the shared state machine allows the back office in the order's
 * status, that the viewer's role may call (the server refuses the rest anyway), and, for the deposit, only
 * while one is held.
 */
export function drawerActions(order: DrawerOrder, roles: readonly string[]): DrawerAction[] {
  return DRAWER_ACTIONS.filter(({ action, resource }) => {
    if (!roles.includes(resource) || !transition(order.status, action, 'admin').ok) return false;
    if (action === 'releaseDeposit')
      return order.hasLabel && !order.depositReleased && Number(order.deposit) > 0;
    return true;
  }).map((a) => a.action);
}

/** The order picker's search: the first page at the smallest page size the server accepts. */
export const orderLookupParams = (keyword: string) => ({ keyword, pageNum: 1, pageSize: PAGE_SIZES[0] });
