import type { Locale } from '@shiplabel/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { defaultSenderOf } from '../address-book/address-book.usecases.ts';
import { saveDraft } from '../orders/drafts.usecases.ts';
import { applyShippingRules, loadRules } from '../shipping-rules/shipping-rules.apply.ts';
import { StoreError, type StoreOrder } from './store-adapter.ts';
import { storeContext } from './stores.context.ts';
import { draftOf } from './stores.drafts.ts';
import { storeAdapter } from './stores.registry.ts';
import { storeOf, updateStore } from './stores.repository.ts';
import { type StoreRow, storeOrders } from './stores.table.ts';

/** Each pull asks again for orders created this long before the last one ended (late-indexed orders). */
const PULL_OVERLAP_MS = 24 * 3_600_000;

/** Thrown out of the job for outages, so the queue retries it with its backoff (jobs/job-runner.ts). */
export class StoreUnreachable extends Error {}

/** "Shopify:" style prefix of the drafts' reference, so shipping rules can match a store. */
export const referencePrefixOf = (store: Pick<StoreRow, 'name'>) => `${store.name.slice(0, 40)}:`;

const reason = (error: unknown) =>
  error instanceof ZodError
    ? error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    : error instanceof Error
      ? error.message
      : String(error);

/** Store orders are looked up this many at a time (one query per page, not one per order). */
const LOOKUP_PAGE = 200;

/** The ids among `storeOrderIds` this store already imported: one query per LOOKUP_PAGE ids. */
async function importedAmong(deps: Pick<AppDeps, 'db'>, storeId: string, storeOrderIds: string[]) {
  const found = new Set<string>();
  for (let first = 0; first < storeOrderIds.length; first += LOOKUP_PAGE) {
    const page = storeOrderIds.slice(first, first + LOOKUP_PAGE);
    const rows = await deps.db
      .select({ storeOrderId: storeOrders.storeOrderId })
      .from(storeOrders)
      .where(and(eq(storeOrders.storeId, storeId), inArray(storeOrders.storeOrderId, page)));
    for (const row of rows) found.add(row.storeOrderId);
  }
  return found;
}

/** Rolls back a draft whose store order another sync imported first. */
class TakenByAnother extends Error {}

/**
 * One store order -> one draft, linked in store_orders in the same transaction: the (store, store order)
 * UNIQUE key decides, so two syncs at once still make one draft.
 */
async function importOne(
  deps: AppDeps,
  store: StoreRow,
  order: StoreOrder,
  draft: Parameters<typeof saveDraft>[0]['input'],
): Promise<boolean> {
  try {
    await deps.db.transaction(async (tx) => {
      const saved = await saveDraft({
        ...deps,
        db: tx,
        userId: store.userId,
        actorId: store.userId,
        input: draft,
      });
      const [link] = await tx
        .insert(storeOrders)
        .values({
          storeId: store.id,
          storeOrderId: order.storeOrderId,
          storeOrderName: order.name.slice(0, 100),
          orderId: saved.id,
          fulfillmentRef: order.fulfillmentRef,
          createdAt: deps.clock(),
        })
        .onConflictDoNothing({ target: [storeOrders.storeId, storeOrders.storeOrderId] })
        .returning({ id: storeOrders.id });
      if (!link) throw new TakenByAnother();
    });
    return true;
  } catch (error) {
    if (error instanceof TakenByAnother) return false;
    throw error;
  }
}

export interface SyncResult {
  pulled: number;
  imported: number;
  alreadyImported: number;
  failed: { name: string; error: string }[];
}

/**
 * Pulls the store's orders waiting to ship and makes a draft of each new one, with the customer's shipping
 * rules applied. A store's refusal is recorded on the store (status error, last error) and ends the run;
 * an outage also throws StoreUnreachable so the queue retries the job later. Only this store is touched.
 */
export async function syncStore(
  deps: AppDeps,
  storeId: string,
  locale: Locale = 'en-US',
): Promise<SyncResult | { skipped: string }> {
  const store = await storeOf(deps.db, { id: storeId });
  if (!store || store.status === 'disconnected') return { skipped: 'disconnected' };
  const adapter = storeAdapter(store.platform);
  if (!adapter) return { skipped: 'platform_unknown' };
  const startedAt = deps.clock();
  const since = store.syncedUntil ? new Date(store.syncedUntil.getTime() - PULL_OVERLAP_MS) : undefined;
  let orders: StoreOrder[];
  try {
    orders = await adapter.pullOrders(await storeContext(deps, store), since);
  } catch (error) {
    if (!(error instanceof StoreError)) throw error;
    await updateStore(
      deps.db,
      store.id,
      { status: 'error', lastError: `${error.code}: ${error.message}`.slice(0, 500), lastSyncAt: startedAt },
      deps.clock(),
    );
    if (error.code === 'store.unreachable') throw new StoreUnreachable(error.message);
    return { pulled: 0, imported: 0, alreadyImported: 0, failed: [{ name: '', error: error.code }] };
  }
  const result: SyncResult = { pulled: orders.length, imported: 0, alreadyImported: 0, failed: [] };
  const sender = orders.length > 0 ? await defaultSenderOf(deps.db, store.userId) : null;
  const rules = orders.length > 0 ? await loadRules(deps, store.userId) : [];
  const prefix = referencePrefixOf(store);
  const imported = await importedAmong(
    deps,
    store.id,
    orders.map((o) => o.storeOrderId),
  );
  for (const order of orders) {
    if (imported.has(order.storeOrderId)) {
      result.alreadyImported++;
      continue;
    }
    if (!sender) {
      result.failed.push({ name: order.name, error: 'stores.no_sender' });
      continue;
    }
    try {
      const draft = draftOf(order, { sender, referencePrefix: prefix });
      const ruled = (await applyShippingRules({ ...deps, locale }, store.userId, draft, rules)).order;
      if (await importOne(deps, store, order, ruled)) result.imported++;
      else result.alreadyImported++;
    } catch (error) {
      result.failed.push({ name: order.name, error: reason(error).slice(0, 300) });
    }
  }
  const lastError = result.failed.length
    ? `${result.failed.length} not imported: ${result.failed.map((f) => `${f.name} ${f.error}`).join('; ')}`.slice(
        0,
        500,
      )
    : '';
  await updateStore(
    deps.db,
    store.id,
    { status: 'connected', lastError, lastSyncAt: startedAt, syncedUntil: startedAt },
    deps.clock(),
  );
  return result;
}
