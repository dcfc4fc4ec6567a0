import {
  type Actor,
  allowedActions,
  formatMinor,
  LOCALES,
  type Locale,
  type OrderDetail,
  type OrderListItem,
  parcelCount,
} from '@shiplabel/shared';
import { hasMessage, t } from '../../lib/i18n/index.ts';
import { carrierName } from '../channels/channel-views.ts';
import { hasPrintableLabel } from '../documents/documents.usecases.ts';
import { trackingText } from '../tracking/tracking-text.ts';
import { labelVoidedByCancel } from './cancel-void.ts';
import type { OrderRow } from './orders.repository.ts';
import type { orderEvents, trackingEvents } from './orders.table.ts';

const short = (a: OrderRow['toAddress']) => ({
  personName: a.personName,
  zipCode: a.zipCode,
  addressLine1: a.addressLine1,
  city: a.city,
  stateCode: a.stateCode,
  countryCode: a.countryCode,
});

/** The columns a list row shows (lists read only these: no quote, label data, customs or items). */
export const LIST_ROW_KEYS = [
  'id',
  'orderNo',
  'userId',
  'status',
  'channelId',
  'serviceId',
  'carrierCode',
  'serviceName',
  'currency',
  'rateMinor',
  'depositMinor',
  'depositReleasedAt',
  'trackingNo',
  'logisticsStatus',
  'fromAddress',
  'toAddress',
  'reference',
  'reference2',
  'batchNo',
  'auditInfo',
  'errorCode',
  'errorMessage',
  'parcels',
  'labelCreatedAt',
  'createdAt',
  'updatedAt',
  'testMode',
] as const satisfies readonly (keyof OrderRow)[];
export type ListRow = Pick<OrderRow, (typeof LIST_ROW_KEYS)[number]>;

/**
 * Why the order failed, in the reader's language: the stored text is in the language of whoever's action
 * failed (e.g. the reviewer who approved); when it is just the translation of its error code, translate
 * the code again for this reader. A text with more in it (a carrier's own words) stays as it is.
 */
export function localizedError(row: Pick<OrderRow, 'errorCode' | 'errorMessage'>, locale?: Locale): string {
  if (!locale || !row.errorCode || !hasMessage(row.errorCode)) return row.errorMessage;
  const plain = LOCALES.some((l) => t(l, row.errorCode) === row.errorMessage);
  return plain ? t(locale, row.errorCode) : row.errorMessage;
}

/** A row of the order lists; `locale` is the reader's (for the failure reason). */
export function toListItem(row: ListRow, extra: { userEmail?: string; locale?: Locale } = {}): OrderListItem {
  return {
    id: row.id,
    orderNo: row.orderNo,
    userId: row.userId,
    ...(extra.userEmail !== undefined ? { userEmail: extra.userEmail } : {}),
    status: row.status,
    channelId: row.channelId,
    serviceId: row.serviceId,
    carrierCode: row.carrierCode,
    serviceName: row.serviceName,
    currency: row.currency,
    rate: row.rateMinor === null ? '' : formatMinor(row.rateMinor),
    deposit: formatMinor(row.depositMinor),
    depositReleased: row.depositReleasedAt !== null,
    trackingNo: row.trackingNo,
    logisticsStatus: row.logisticsStatus,
    from: short(row.fromAddress),
    to: short(row.toAddress),
    reference: row.reference,
    reference2: row.reference2,
    batchNo: row.batchNo,
    auditInfo: row.auditInfo,
    errorMessage: localizedError(row, extra.locale),
    parcelCount: parcelCount(row.parcels),
    labelCreatedAt: row.labelCreatedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    testMode: row.testMode,
  };
}

/**
 * An event in the reader's language: events are stored as a kind and parameters, never as text. Parameters
 * that are message keys (status names, reasons) are translated; `carrierCode` becomes the carrier's name
 * in `locale` (the `{carrier}` of the message).
 */
export function eventMessage(locale: Locale, kind: string, params: Record<string, string | number>) {
  const resolved: Record<string, string | number> = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [
      k,
      typeof v === 'string' && /^[a-z]+\.[a-z_.0-9]+$/.test(v) ? t(locale, v) : v,
    ]),
  );
  if (typeof params.carrierCode === 'string') resolved.carrier = carrierName(params.carrierCode, locale);
  return t(locale, `orders.event.${kind}`, resolved);
}

/** One order in full, for its owner (`customer`) or the back office (`admin`), in the caller's language. */
export function toDetail(
  row: OrderRow,
  input: {
    locale: Locale;
    actor: Actor;
    events: (typeof orderEvents.$inferSelect)[];
    tracking: (typeof trackingEvents.$inferSelect)[];
    userEmail?: string;
  },
): OrderDetail {
  return {
    ...toListItem(row, { userEmail: input.userEmail, locale: input.locale }),
    fromAddress: row.fromAddress,
    toAddress: row.toAddress,
    shipDate: row.shipDate,
    parcels: row.parcels,
    items: row.items,
    customs: row.customs,
    options: row.options,
    remark: row.remark,
    isTest: row.isTest,
    trackingNumbers: row.trackingNumbers,
    baseInfo: row.baseInfo ?? null,
    // A label that can be printed now: not the dead one of a voided or refunded order.
    hasLabel: hasPrintableLabel(row),
    international: row.fromAddress.countryCode !== row.toAddress.countryCode,
    isReturn: row.isReturn,
    returnOfId: row.returnOfId,
    events: input.events.map((e) => ({
      kind: e.kind,
      message: eventMessage(input.locale, e.kind, e.params),
      time: e.createdAt.toISOString(),
    })),
    tracking: input.tracking.map((e) => ({
      trackingNumber: e.trackingNumber,
      status: e.status,
      description: trackingText(e.description, input.locale),
      time: e.time.toISOString(),
    })),
    // A cancellation whose label the carrier voided can only be approved (docs/decisions.md).
    actions: allowedActions(row.status, input.actor).filter(
      (a) => a !== 'cancelReject' || !labelVoidedByCancel(input.events),
    ),
  };
}
