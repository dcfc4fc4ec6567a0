import { displayStatus, isOrderStatus } from '@shiplabel/shared';

/** The label key of a status code: 1, 2 and 7 read as "placed successfully" (spec section 4). */
export function statusKey(code: number): string {
  const shown = displayStatus(code);
  return isOrderStatus(shown) ? `status.${shown}` : 'status.unknown';
}
