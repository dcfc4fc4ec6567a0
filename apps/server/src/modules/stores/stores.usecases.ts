import type { Locale, StoreSort, StoreView } from '@shiplabel/shared';
import { count, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { storeDisconnected, storeNotFound } from './stores.errors.ts';
import { requestStoreSync } from './stores.jobs.ts';
import { listStores, storeOf, updateStore } from './stores.repository.ts';
import { type StoreRow, storeOrders } from './stores.table.ts';

type Mine = Pick<AppDeps, 'db' | 'clock'> & { userId: string };

function viewOf(row: StoreRow, counts?: { imported: number; pushed: number }): StoreView {
  return {
    id: row.id,
    platform: row.platform as StoreView['platform'],
    name: row.name,
    account: row.account,
    status: row.status as StoreView['status'],
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    importedOrders: counts?.imported ?? 0,
    trackingPushed: counts?.pushed ?? 0,
  };
}

/** The caller's stores in the chosen order, with how many orders each imported and sent tracking for. */
export async function storesOf(deps: Mine & { sort: StoreSort }): Promise<StoreView[]> {
  const rows = await listStores(deps.db, deps.userId, deps.sort);
  if (rows.length === 0) return [];
  const counts = await deps.db
    .select({
      storeId: storeOrders.storeId,
      imported: count(),
      pushed: sql<number>`count(${storeOrders.trackingPushedAt})`.mapWith(Number),
    })
    .from(storeOrders)
    .where(
      inArray(
        storeOrders.storeId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(storeOrders.storeId);
  const byStore = new Map(counts.map((c) => [c.storeId, { imported: Number(c.imported), pushed: c.pushed }]));
  return rows.map((row) => viewOf(row, byStore.get(row.id)));
}

/** The caller's store, else 404 (another customer's store reads as missing). */
async function ownStore(deps: Mine & { id: string }): Promise<StoreRow> {
  const store = await storeOf(deps.db, { id: deps.id, userId: deps.userId });
  if (!store) throw storeNotFound();
  return store;
}

/** "Sync now": the store's sync job (the one already queued or running, if any). */
export async function syncNow(deps: Mine & { id: string; locale: Locale }): Promise<{ jobId: string }> {
  const store = await ownStore(deps);
  if (store.status === 'disconnected') throw storeDisconnected();
  const job = await requestStoreSync(deps, store, deps.locale);
  return { jobId: job.id };
}

/**
 * Disconnects: the credentials are forgotten at once (no further call can be made); imported drafts and
 * their links stay, so reconnecting the same account never imports them twice.
 */
export async function disconnectStore(deps: Mine & { id: string }): Promise<StoreView> {
  const store = await ownStore(deps);
  await updateStore(deps.db, store.id, { status: 'disconnected', credentialsCipher: null }, deps.clock());
  const [view] = (await storesOf({ ...deps, sort: 'none' })).filter((s) => s.id === store.id);
  return view!;
}
