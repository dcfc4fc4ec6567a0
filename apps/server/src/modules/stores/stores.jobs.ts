import type { Locale } from '@shiplabel/shared';
import { and, inArray, isNull, lt, or } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import type { PeriodicJob } from '../../lib/jobs.ts';
import { enqueueJobPerSubject, registerJobHandler } from '../jobs/queue.ts';
import { fulfilStore, storesWithDuePushes } from './stores.fulfill.ts';
import { purgeConnectStates, wipeExpiredConnectKeys } from './stores.repository.ts';
import { syncStore } from './stores.sync.ts';
import { type StoreRow, stores } from './stores.table.ts';

export const STORE_SYNC_KIND = 'store.sync';
export const STORE_FULFIL_KIND = 'store.fulfill';
/** Each connected store is pulled this often (and on demand: "Sync now"). */
export const STORE_SYNC_INTERVAL_MS = 15 * 60_000;

/** A job of `kind` for one store, unless one is queued or running for it (jobs/queue.ts). */
const enqueueStoreJob = (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  kind: string,
  store: Pick<StoreRow, 'id' | 'userId'>,
  payload: Record<string, unknown> = {},
) =>
  enqueueJobPerSubject(deps, {
    kind,
    userId: store.userId,
    subject: { field: 'storeId', id: store.id },
    payload,
  });

/** A sync of the store now (connect, "Sync now", the schedule); the running or queued one if any. */
export const requestStoreSync = (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  store: Pick<StoreRow, 'id' | 'userId'>,
  locale: Locale,
) => enqueueStoreJob(deps, STORE_SYNC_KIND, store, { locale });

/** A tracking push run for the store (after a label, and the sweep for retries). */
export const requestStoreFulfil = (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  store: Pick<StoreRow, 'id' | 'userId'>,
) => enqueueStoreJob(deps, STORE_FULFIL_KIND, store);

const storeIdOf = (payload: Record<string, unknown>) =>
  typeof payload.storeId === 'string' ? payload.storeId : '';

registerJobHandler(STORE_SYNC_KIND, async (ctx) => {
  const result = await syncStore(ctx.deps, storeIdOf(ctx.job.payload), ctx.locale);
  return { ...result };
});

registerJobHandler(STORE_FULFIL_KIND, async (ctx) => fulfilStore(ctx.deps, storeIdOf(ctx.job.payload)));

/** Connected stores (and those whose last sync failed) not synced for STORE_SYNC_INTERVAL_MS. */
async function storesDueForSync(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const before = new Date(deps.clock().getTime() - STORE_SYNC_INTERVAL_MS);
  return deps.db
    .select({ id: stores.id, userId: stores.userId })
    .from(stores)
    .where(
      and(
        inArray(stores.status, ['connected', 'error']),
        or(isNull(stores.lastSyncAt), lt(stores.lastSyncAt, before)),
      ),
    )
    .limit(500);
}

export const STORE_JOBS: PeriodicJob[] = [
  {
    // Every minute, each store that is due gets its own sync job (never one job for all stores).
    name: 'stores-sync-schedule',
    intervalMs: 60_000,
    run: async (deps) => {
      const due = await storesDueForSync(deps);
      for (const store of due) await requestStoreSync(deps, store, 'en-US');
      return due.length > 0 ? { queued: due.length } : null;
    },
  },
  {
    // Pushes whose backoff has passed (and any a lost label hook missed) get their store's fulfil run.
    name: 'stores-fulfil-sweep',
    intervalMs: 30_000,
    run: async (deps) => {
      const due = await storesWithDuePushes(deps, deps.clock());
      for (const store of due) await requestStoreFulfil(deps, store);
      return due.length > 0 ? { stores: due.length } : null;
    },
  },
  {
    // Keys a store posted for a flow whose browser never came back are unusable once the state expires:
    // they are wiped within a minute of that, not kept until the daily purge.
    name: 'stores-connect-keys-wipe',
    intervalMs: 60_000,
    run: async (deps) => {
      const wiped = await wipeExpiredConnectKeys(deps.db, deps.clock());
      return wiped > 0 ? { wiped } : null;
    },
  },
  {
    name: 'stores-connect-states-purge',
    intervalMs: 3_600_000,
    run: async (deps) => {
      const purged = await purgeConnectStates(deps.db, new Date(deps.clock().getTime() - 86_400_000));
      return purged > 0 ? { purged } : null;
    },
  },
];
