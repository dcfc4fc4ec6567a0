import type { OrderListItem, OrderViewName } from '@shiplabel/shared';
import type { OrderFilters, OrderSource } from '../orders.api.ts';

/** What a download covers: the selected rows, or else every order of the list's current filters. */
export type DownloadTarget = { orderIds: string[] } | { filters: OrderFilters };

export type LabelNaming = 'orderNo' | 'trackingNo';

export type DownloadKind = 'labelsPdf' | 'labelsZip' | 'export' | 'drafts' | 'manifest';

export function targetOf(
  selected: readonly Pick<OrderListItem, 'id'>[],
  filters: OrderFilters,
): DownloadTarget {
  return selected.length > 0 ? { orderIds: selected.map((o) => o.id) } : { filters };
}

/** Views whose orders have printable labels (placed, delivered, in cancellation, held for review). */
const LABEL_VIEWS: readonly OrderViewName[] = [
  'allWaybills',
  'transported',
  'Delivered',
  'canceled',
  'forecastSuccessful',
];

/**
 * The downloads a list view offers (spec section 2): labels where orders have them, the export
 * everywhere, drafts for editing on the draft view, the manifest on the in-transit view (customers).
 */
export function downloadsOf(view: OrderViewName, source: OrderSource): DownloadKind[] {
  const kinds: DownloadKind[] = [];
  if (LABEL_VIEWS.includes(view)) kinds.push('labelsPdf', 'labelsZip');
  kinds.push('export');
  if (view === 'draft' && source === 'customer') kinds.push('drafts');
  if (view === 'transported' && source === 'customer') kinds.push('manifest');
  return kinds;
}

/** The server's file name: the UTF-8 `filename*` when present, else the ASCII `filename`. */
export function filenameOf(disposition: string | undefined, fallback: string): string {
  const header = disposition ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed escape: the plain name below still works.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** The order numbers a label download left out (header `x-skipped-orders`, URI-encoded, comma-separated). */
export function skippedOrdersOf(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
}

/** Legacy codes 1, 2 and 7 display as placed (8). */
const PLACED = [8, 1, 2, 7];

/**
 * What a manifest request covers: the selected orders (one channel, checked here to save the round trip),
 * or with none selected every order of the list's current filters, chosen by the server (orders already
 * on a manifest left out; several channels answered with a request to filter by one).
 */
export function manifestRequestOf(
  selected: readonly Pick<OrderListItem, 'id' | 'status' | 'channelId'>[],
  filters: OrderFilters,
):
  | { ok: true; target: DownloadTarget; channelId?: string }
  | { ok: false; reason: 'notPlaced' | 'mixedChannels' } {
  if (selected.length === 0) return { ok: true, target: { filters } };
  const check = manifestChannelOf(selected);
  if (!check.ok) return { ok: false, reason: check.reason === 'none' ? 'notPlaced' : check.reason };
  return { ok: true, target: { orderIds: selected.map((o) => o.id) }, channelId: check.channelId };
}

/**
 * The manifest of the selected orders: one channel (the server refuses mixed channels too, this saves
 * the round trip), placed orders only.
 */
export function manifestChannelOf(
  selected: readonly Pick<OrderListItem, 'status' | 'channelId'>[],
): { ok: true; channelId: string } | { ok: false; reason: 'none' | 'notPlaced' | 'mixedChannels' } {
  if (selected.length === 0) return { ok: false, reason: 'none' };
  if (selected.some((o) => !PLACED.includes(o.status) || !o.channelId))
    return { ok: false, reason: 'notPlaced' };
  const channels = new Set(selected.map((o) => o.channelId));
  if (channels.size > 1) return { ok: false, reason: 'mixedChannels' };
  return { ok: true, channelId: selected[0]!.channelId! };
}
