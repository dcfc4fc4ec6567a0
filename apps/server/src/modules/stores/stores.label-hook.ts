import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { requestStoreFulfil } from './stores.jobs.ts';
import { storeOrderOf } from './stores.repository.ts';
import { stores } from './stores.table.ts';

/**
 * Called once a label is bought (orders/placement.settle.ts, next to the label.created webhook): when the
 * order came from a store, that store's fulfil job is asked for. Never throws: the periodic sweep
 * (stores-fulfil-sweep) picks up a push whose request was lost.
 */
export async function onLabelCreatedForStore(
  deps: Pick<AppDeps, 'db' | 'clock'> & { log?: { error(obj: object, msg: string): void } },
  orderId: string,
): Promise<void> {
  try {
    const link = await storeOrderOf(deps.db, orderId);
    if (!link || link.trackingPushedAt) return;
    const [store] = await deps.db
      .select({ id: stores.id, userId: stores.userId })
      .from(stores)
      .where(eq(stores.id, link.storeId));
    if (store) await requestStoreFulfil(deps, store);
  } catch (error) {
    (deps.log ?? console).error({ err: error, orderId }, 'store fulfil not queued');
  }
}
