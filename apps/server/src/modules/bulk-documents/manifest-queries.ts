import type { Page, PageQuery } from '@shiplabel/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { channels } from '../channels/channels.table.ts';
import { blobStore } from '../files/blob-store.ts';
import { manifests } from '../manifests/manifests.table.ts';

export interface ManifestView {
  id: string;
  manifestNo: string;
  channelId: string;
  channelName: string;
  shipDate: string;
  carrierManifestId: string;
  orderCount: number;
  parcelCount: number;
  createdAt: string;
}

/** The customer's manifests, newest first. */
export async function listManifests(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  query: PageQuery,
): Promise<Page<ManifestView>> {
  const mine = eq(manifests.userId, userId);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ m: manifests, channelName: channels.name })
      .from(manifests)
      .leftJoin(channels, eq(channels.id, manifests.channelId))
      .where(mine)
      .orderBy(desc(manifests.createdAt), desc(manifests.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    deps.db.select({ n: count() }).from(manifests).where(mine),
  ]);
  const list = rows.map(({ m, channelName }) => ({
    id: m.id,
    manifestNo: m.manifestNo,
    channelId: m.channelId,
    channelName: channelName ?? '',
    shipDate: m.shipDate,
    carrierManifestId: m.carrierManifestId,
    orderCount: m.orderCount,
    parcelCount: m.parcelCount,
    createdAt: m.createdAt.toISOString(),
  }));
  return toPage(list, Number(total?.n ?? 0), query);
}

/** The stored PDF of one of the customer's manifests (another customer's reads as unknown). */
export async function manifestPdf(deps: Pick<AppDeps, 'db'>, userId: string, id: string) {
  const [row] = await deps.db
    .select({ manifestNo: manifests.manifestNo, blobId: manifests.blobId })
    .from(manifests)
    .where(and(eq(manifests.id, id), eq(manifests.userId, userId)));
  const blob = row?.blobId ? await blobStore(deps.db).read(row.blobId) : null;
  if (!row || !blob) throw notFound('bulkdocs.manifest_not_found');
  return { bytes: blob.bytes, filename: `${row.manifestNo}.pdf` };
}
