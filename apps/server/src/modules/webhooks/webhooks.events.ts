import { formatMinor } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { jobOf } from '../jobs/queue.ts';
import { emitWebhookEvent } from './webhooks.usecases.ts';

/**
 * The `data` of order events (label.created, label.voided, tracking.updated, order.delivered): what a
 * receiver needs to match the order and act, never addresses or the label file (fetched through the API).
 */
export function orderEventData(order: {
  id: string;
  orderNo: string;
  status: number;
  reference?: string;
  carrierCode?: string;
  serviceName?: string;
  trackingNo?: string;
  trackingNumbers?: string[];
  logisticsStatus?: number;
  currency?: string;
  rateMinor?: bigint | null;
  testMode?: boolean;
  labelCreatedAt?: Date | null;
  deliveredAt?: Date | null;
}): Record<string, unknown> {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    status: order.status,
    reference: order.reference ?? '',
    carrierCode: order.carrierCode ?? '',
    serviceName: order.serviceName ?? '',
    trackingNo: order.trackingNo ?? '',
    trackingNumbers: order.trackingNumbers ?? [],
    logisticsStatus: order.logisticsStatus ?? 0,
    amount: order.rateMinor == null ? null : formatMinor(order.rateMinor),
    currency: order.currency ?? 'USD',
    testMode: order.testMode ?? false,
    labelCreatedAt: order.labelCreatedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
  };
}

/**
 * batch.finished, when every item of a label batch has ended: emitted by whichever worker sees that first
 * (the job's owner, or a helper finishing the last item), once per job through its event key.
 */
export async function emitBatchFinished(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  jobId: string,
  userId: string,
): Promise<void> {
  const job = await jobOf(deps.db, { id: jobId });
  if (!job || job.done + job.failed < job.total) return;
  await emitWebhookEvent(
    deps,
    userId,
    'batch.finished',
    { jobId, kind: job.kind, total: job.total, succeeded: job.done, failed: job.failed },
    { eventKey: `batch.finished:${jobId}` },
  );
}
