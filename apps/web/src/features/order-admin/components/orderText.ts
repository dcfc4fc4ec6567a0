import { displayStatus, isOrderStatus, type OrderListItem } from '@shiplabel/shared';

/** The recipient in one line: "Jane Doe, Los Angeles, CA 90001, US" (empty parts left out). */
export function recipientText(to: OrderListItem['to']): string {
  const place = [to.stateCode, to.zipCode].filter(Boolean).join(' ');
  return [to.personName, to.city, place, to.countryCode].filter(Boolean).join(', ') || '-';
}

/** The service in one line: "SANDBOX · Ground" (before a quote both may be empty). */
export function serviceText(order: Pick<OrderListItem, 'carrierCode' | 'serviceName'>): string {
  return [order.carrierCode.toUpperCase(), order.serviceName].filter(Boolean).join(' · ') || '-';
}

/** The orderAdmin text key of a status: legacy 1, 2 and 7 read as 8, unknown codes as "other". */
export function statusKey(code: number): string {
  const shown = displayStatus(code);
  return isOrderStatus(shown) ? `status.${shown}` : 'status.other';
}

/** What the order picker of the bill form shows for one order. */
export function orderOptionText(order: OrderListItem): string {
  return [order.orderNo, order.userEmail ?? '', order.trackingNo].filter(Boolean).join(' · ');
}
