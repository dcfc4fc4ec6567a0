import { transition } from '@shiplabel/shared';
import type { BatchAction } from './viewConfig.ts';

export interface BatchTarget {
  id: string;
  orderNo: string;
  status: number;
}

export type BatchOutcome =
  | { orderNo: string; result: 'ok' }
  | { orderNo: string; result: 'skipped' }
  | { orderNo: string; result: 'failed'; message: string };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error ?? '');

/**
 * Runs one status change on each selected order through the single-order endpoint, one after another
 * (the server locks each order and the wallet; parallel calls would only queue there). Orders whose status
 * does not allow the action are skipped without a call; one failure does not stop the others.
 */
export async function runBatch(
  targets: readonly BatchTarget[],
  action: BatchAction,
  call: (orderId: string) => Promise<unknown>,
  onProgress?: (done: number) => void,
): Promise<BatchOutcome[]> {
  const outcomes: BatchOutcome[] = [];
  for (const target of targets) {
    if (!transition(target.status, action, 'customer').ok) {
      outcomes.push({ orderNo: target.orderNo, result: 'skipped' });
    } else {
      try {
        await call(target.id);
        outcomes.push({ orderNo: target.orderNo, result: 'ok' });
      } catch (error) {
        outcomes.push({ orderNo: target.orderNo, result: 'failed', message: messageOf(error) });
      }
    }
    onProgress?.(outcomes.length);
  }
  return outcomes;
}

export function countOutcomes(outcomes: readonly BatchOutcome[]) {
  return {
    ok: outcomes.filter((o) => o.result === 'ok').length,
    skipped: outcomes.filter((o) => o.result === 'skipped').length,
    failed: outcomes.filter((o) => o.result === 'failed').length,
  };
}
