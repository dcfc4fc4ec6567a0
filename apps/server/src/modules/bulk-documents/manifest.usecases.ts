import { randomBytes } from 'node:crypto';
import { displayStatus, ORDER_STATUS, parcelCount } from '@shiplabel/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { businessDay } from '../../lib/business-time.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError, conflict, isUniqueViolation, unprocessable } from '../../lib/errors.ts';
import { channels } from '../channels/channels.table.ts';
import { PDF_MIME } from '../documents/label-store.ts';
import { blobStore } from '../files/blob-store.ts';
import { manifests } from '../manifests/manifests.table.ts';
import { orderNotFound } from '../orders/orders.errors.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { orders } from '../orders/orders.table.ts';
import { carrierForService } from '../pricing/for-orders.ts';
import { MANIFEST_MAX, type Selection } from './bulk.schemas.ts';
import { manifestModelOf } from './manifest-model.ts';
import { renderManifestPdf } from './manifest-pdf.ts';
import { ordersInPages, selectedOrderIds } from './order-selection.ts';

export interface CreateManifestInput {
  deps: AppDeps;
  /** The customer: a manifest holds their own orders only. */
  userId: string;
  /** The chosen orders; without them, the orders of the list's filters (`filters`). */
  orderIds?: string[] | undefined;
  filters?: Omit<Selection, 'orderIds'>;
  channelId?: string | undefined;
  shipDate?: string | undefined;
}

/** An order's ship day: the date on the order, else the day its label was made in the business time zone. */
export function shipDayOf(order: Pick<OrderRow, 'shipDate' | 'labelCreatedAt'>, timeZone: string): string {
  if (order.shipDate) return order.shipDate;
  if (!order.labelCreatedAt) return '';
  return businessDay(order.labelCreatedAt, timeZone);
}

/** `MF20261123` + 6 random characters: readable on the phone, unique enough, checked by the unique index. */
function newManifestNo(shipDate: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('');
  return `MF${shipDate.replace(/-/g, '')}${random}`;
}

/**
 * "All filtered": the in-transit orders of the list's filters that are not on a manifest yet (those are
 * done), newest first; the same checks as for chosen orders follow. Filtered orders of several channels
 * ask for the channel filter, rather than naming one order.
 */
async function filteredOrders(input: CreateManifestInput): Promise<OrderRow[]> {
  const { deps } = input;
  const selection = { ...input.filters, view: 'transported' } as Selection;
  const ids = await selectedOrderIds({ deps, ownerId: input.userId, selection, max: MANIFEST_MAX });
  const list: OrderRow[] = [];
  for await (const page of ordersInPages(deps, ids)) list.push(...page.filter((o) => !o.manifestId));
  const day = input.shipDate;
  const onDay = day ? list.filter((o) => shipDayOf(o, deps.config.businessTz) === day) : list;
  if (onDay.length === 0) throw unprocessable('bulkdocs.manifest.none_filtered');
  if (new Set(onDay.map((o) => o.channelId)).size > 1)
    throw unprocessable('bulkdocs.manifest.filter_channels');
  return onDay;
}

/** The chosen orders of the customer, in the order given; another's reads like an unknown one. */
async function chosenOrders(input: CreateManifestInput, orderIds: string[]): Promise<OrderRow[]> {
  const ids = [...new Set(orderIds)];
  const rows = await input.deps.db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, ids), eq(orders.userId, input.userId)));
  // Another customer's order reads like an unknown one, and nothing is created.
  if (rows.length !== ids.length) throw orderNotFound();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

/** The refusals, checked before anything is written: every one names the order at fault. */
async function checkedOrders(input: CreateManifestInput) {
  const { deps } = input;
  const list = input.orderIds?.length
    ? await chosenOrders(input, input.orderIds)
    : await filteredOrders(input);
  const notPlaced = list.find((o) => displayStatus(o.status) !== ORDER_STATUS.placed || !o.channelId);
  if (notPlaced) throw unprocessable('bulkdocs.manifest.not_placed', { orderNo: notPlaced.orderNo });
  const channelIds = new Set(list.map((o) => o.channelId));
  if (channelIds.size > 1) throw unprocessable('bulkdocs.manifest.mixed_channels');
  const other = input.channelId && list.find((o) => o.channelId !== input.channelId);
  if (other) throw unprocessable('bulkdocs.manifest.wrong_channel', { orderNo: other.orderNo });
  const days = [...new Set(list.map((o) => shipDayOf(o, deps.config.businessTz)))];
  const shipDate = input.shipDate ?? days[0]!;
  if (days.length > 1 || days[0] !== shipDate) {
    throw unprocessable('bulkdocs.manifest.mixed_dates', {
      dates: [...new Set([...days, shipDate])].join(', '),
    });
  }
  await refuseIfOnManifest(deps, list);
  return { list, shipDate, channelId: list[0]!.channelId! };
}

/** 409 naming the order and the manifest it is on. */
async function refuseIfOnManifest(
  deps: Pick<AppDeps, 'db'>,
  list: Pick<OrderRow, 'id' | 'orderNo' | 'manifestId'>[],
) {
  const taken = list.find((o) => o.manifestId);
  if (!taken) return;
  const [on] = await deps.db
    .select({ manifestNo: manifests.manifestNo })
    .from(manifests)
    .where(eq(manifests.id, taken.manifestId!));
  throw conflict('bulkdocs.manifest.already_on', {
    orderNo: taken.orderNo,
    manifestNo: on?.manifestNo ?? '',
  });
}

const parcelsOf = (list: OrderRow[]) => list.reduce((n, o) => n + parcelCount(o.parcels), 0);

/**
 * Inserts the manifest and puts the orders on it in one transaction, by compare-and-set on
 * `manifest_id is null`: of two concurrent manifests of one order, the second claims fewer orders than
 * it asked for and rolls back with 409.
 */
async function claim(deps: AppDeps, userId: string, checked: Awaited<ReturnType<typeof checkedOrders>>) {
  const ids = checked.list.map((o) => o.id);
  for (let attempt = 0; ; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(manifests)
          .values({
            userId,
            manifestNo: newManifestNo(checked.shipDate),
            channelId: checked.channelId,
            shipDate: checked.shipDate,
            orderCount: ids.length,
            parcelCount: parcelsOf(checked.list),
            createdAt: deps.clock(),
          })
          .returning();
        const claimed = await tx
          .update(orders)
          .set({ manifestId: row!.id })
          .where(and(inArray(orders.id, ids), isNull(orders.manifestId)))
          .returning({ id: orders.id });
        if (claimed.length !== ids.length) throw conflict('bulkdocs.manifest.claim_lost');
        return row!;
      });
    } catch (error) {
      if (isUniqueViolation(error) && attempt < 3) continue;
      if (error instanceof AppError && error.errorCode === 'bulkdocs.manifest.claim_lost') {
        const current = await deps.db.select().from(orders).where(inArray(orders.id, ids));
        await refuseIfOnManifest(deps, current);
      }
      throw error;
    }
  }
}

/**
 * The end-of-day form of the chosen placed orders of one channel and ship day: the manifest row, the
 * orders put on it, the carrier's own manifest where its adapter has one, and the PDF, stored and
 * returned. A carrier failure undoes the manifest, so the orders can go on a later one.
 */
export async function createManifest(input: CreateManifestInput) {
  const { deps } = input;
  const checked = await checkedOrders(input);
  const manifest = await claim(deps, input.userId, checked);
  const [channel] = await deps.db.select().from(channels).where(eq(channels.id, checked.channelId));
  let carrierManifestId = '';
  let carrierName = channel?.carrierCode ?? '';
  try {
    const serviceId = checked.list.find((o) => o.serviceId)?.serviceId;
    if (serviceId) {
      const carrier = await carrierForService({ ...deps, serviceId });
      carrierName = carrier.adapter.name['en-US'];
      const trackingNumbers = checked.list.flatMap((o) => o.trackingNumbers);
      carrierManifestId =
        (await carrier.adapter.manifest?.(carrier.context, { trackingNumbers }))?.manifestId ?? '';
    }
  } catch (error) {
    await deps.db.update(orders).set({ manifestId: null }).where(eq(orders.manifestId, manifest.id));
    await deps.db.delete(manifests).where(eq(manifests.id, manifest.id));
    throw error;
  }
  const model = manifestModelOf({
    manifest: { ...manifest, carrierManifestId },
    orders: checked.list,
    carrier: carrierName,
    channel: channel?.name ?? '',
    timeZone: deps.config.businessTz,
  });
  const bytes = Buffer.from(await renderManifestPdf(model));
  const blob = await blobStore(deps.db).put({
    ownerId: input.userId,
    kind: 'manifest',
    mimeType: PDF_MIME,
    filename: `${manifest.manifestNo}.pdf`,
    bytes,
  });
  await deps.db
    .update(manifests)
    .set({ carrierManifestId, blobId: blob.id })
    .where(eq(manifests.id, manifest.id));
  return { manifest: { ...manifest, carrierManifestId, blobId: blob.id }, bytes };
}
