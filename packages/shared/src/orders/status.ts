/** Order status codes of spec section 4. 1, 2 and 7 are legacy codes shown as "placed successfully". */
export const ORDER_STATUS = {
  draft: 0,
  delivered: 3,
  canceled: 4,
  inCancellation: 6,
  placed: 8,
  voided: 15,
  rejected: 16,
  placing: 17,
  forecastSuccessful: 18,
  failed: 19,
} as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];
export const ORDER_STATUS_VALUES: readonly OrderStatus[] = Object.values(ORDER_STATUS);

/** Legacy codes that display as "order placed successfully" (spec section 4). */
export const PLACED_ALIASES = [1, 2, 7] as const;

/** The status whose label a code shows: 1, 2 and 7 read as 8; unknown codes as themselves. */
export function displayStatus(code: number): number {
  return (PLACED_ALIASES as readonly number[]).includes(code) ? ORDER_STATUS.placed : code;
}

export const isOrderStatus = (code: number): code is OrderStatus =>
  (ORDER_STATUS_VALUES as readonly number[]).includes(code);

/** Parcel logistics status of spec section 4 (labels of spec section 9). */
export const LOGISTICS_STATUS = {
  notFound: 0,
  infoReceived: 1,
  inTransit: 2,
  availableForPickup: 3,
  outForDelivery: 4,
  deliveryFailed: 5,
  delivered: 6,
  exception: 7,
  expired: 8,
} as const;
export type LogisticsStatusName = keyof typeof LOGISTICS_STATUS;
export type LogisticsStatus = (typeof LOGISTICS_STATUS)[LogisticsStatusName];
export const LOGISTICS_STATUS_VALUES: readonly LogisticsStatus[] = Object.values(LOGISTICS_STATUS);

/**
 * The order center's list views (spec section 2): route name -> the statuses it shows, whether it has the
 * operations column. allWaybills shows every status (with a status filter).
 */
export const ORDER_VIEWS = {
  allWaybills: { statuses: null, operations: true },
  draft: { statuses: [0], operations: true },
  transported: { statuses: [8, 1, 2, 7], operations: true },
  Delivered: { statuses: [3], operations: true },
  canceled: { statuses: [6], operations: true },
  cancelWaybill: { statuses: [4], operations: true },
  VoidedAll: { statuses: [15], operations: false },
  isRefuse: { statuses: [16], operations: false },
  placingOrder: { statuses: [17], operations: false },
  forecastSuccessful: { statuses: [18], operations: false },
} as const satisfies Record<string, { statuses: readonly number[] | null; operations: boolean }>;
export type OrderViewName = keyof typeof ORDER_VIEWS;
export const ORDER_VIEW_NAMES = Object.keys(ORDER_VIEWS) as OrderViewName[];

/** Order timeline event kinds (spec section 4 "Order detail timeline messages", plus our own steps). */
export const ORDER_EVENT_KINDS = [
  'received', // draft saved / order received
  'transmitting', // placement started, sent to the carrier
  'waybill_generated', // the carrier created the label
  'forecast_successful', // held for review (review channels)
  'failed', // placement failed
  'invalidated', // voided
  'cancel_requested',
  'cancel_approved',
  'cancel_rejected',
  'review_approved',
  'review_rejected',
  'restored',
  'copied',
  'billed',
  'deposit_released',
  'in_transit',
  'package_delivered', // a parcel delivered
  'delivered', // the whole order delivered
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
