import type { AppDeps } from '../../lib/deps.ts';
import { enqueueSingletonJob } from '../jobs/queue.ts';
import { markLabelledDue } from './lingxing.repository.ts';
import { LINGXING_PUSH_KIND } from './lingxing.usecases.ts';

/**
 * Called once a label is bought (orders/placement.settle.ts, next to the store hook): when the order was
 * pulled from LingXing, its push-back becomes due and the sender job is asked for. Touches only this
 * order's row; never throws: the slow sweep (lingxing-labelled-sweep) takes up a push whose call was lost.
 */
export async function onLabelCreatedForLingxing(
  deps: Pick<AppDeps, 'db' | 'clock'> & { log?: { error(obj: object, msg: string): void } },
  orderId: string,
): Promise<void> {
  try {
    const due = await markLabelledDue(deps.db, deps.clock(), orderId);
    if (due.length > 0) await enqueueSingletonJob(deps, { kind: LINGXING_PUSH_KIND });
  } catch (error) {
    (deps.log ?? console).error({ err: error, orderId }, 'LingXing push-back not queued');
  }
}
