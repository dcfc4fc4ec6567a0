import { type JobItem, type JobItemStatus, type JobView, jobEnded } from '../../jobs/jobs.ts';

/** What a placed order's item of a label batch carries (apps/server/.../batch-place.usecases.ts). */
export interface BatchPlaceResult {
  orderId: string;
  orderNo: string;
  status: number;
  trackingNo: string;
}

/** The result table's filters: failures (with their reasons) come first. */
export const ITEM_FILTERS = ['failed', 'done', 'pending', 'all'] as const;
export type ItemFilter = (typeof ITEM_FILTERS)[number];

const FILTER_STATUS: Record<ItemFilter, JobItemStatus | undefined> = {
  failed: 2,
  done: 1,
  pending: 0,
  all: undefined,
};

/** The `status` query parameter of a filter (none for all). */
export const itemStatusOf = (filter: ItemFilter) => FILTER_STATUS[filter];

/**
 * Until the user picks one: every item while the batch runs (each row turns placed or failed as it goes),
 * then the failures when there are any, else the placed orders. It changes once, when the batch ends.
 */
export function defaultFilter(job: Pick<JobView, 'status' | 'failed'> | undefined): ItemFilter {
  if (!job || !jobEnded(job)) return 'all';
  return job.failed > 0 ? 'failed' : 'done';
}

/** How many items a filter lists, from the job's counters. */
export function filterCount(job: Pick<JobView, 'total' | 'done' | 'failed'>, filter: ItemFilter): number {
  switch (filter) {
    case 'failed':
      return job.failed;
    case 'done':
      return job.done;
    case 'pending':
      return Math.max(0, job.total - job.done - job.failed);
    default:
      return job.total;
  }
}

/** A table row of an item: the order (its number once placed), tracking number and, if it failed, why. */
export interface BatchItemRow {
  seq: number;
  status: JobItemStatus;
  orderNo: string | null;
  trackingNo: string | null;
  /** A failure's reason in the asker's language. */
  reason: string | null;
}

/**
 * A failed item carries no result: the server names the order at the head of its message,
 * "<orderNo>: <reason>" (order numbers are letters, digits, '_' and '-'), when it knows the order.
 */
const NAMED_FAILURE = /^([A-Za-z0-9_-]{1,40}): ([\s\S]+)$/;

export function batchItemRow(item: JobItem<Partial<BatchPlaceResult>>): BatchItemRow {
  const row: BatchItemRow = {
    seq: item.seq,
    status: item.status,
    orderNo: item.result?.orderNo || null,
    trackingNo: item.result?.trackingNo || null,
    reason: null,
  };
  if (item.status !== 2) return row;
  const message = item.message || item.errorCode || null;
  const named = message && !row.orderNo ? NAMED_FAILURE.exec(message) : null;
  return named ? { ...row, orderNo: named[1]!, reason: named[2]! } : { ...row, reason: message };
}
