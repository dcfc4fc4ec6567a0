import type { JobStatus, JobView } from '@shiplabel/shared';

export type { JobItem, JobItemStatus, JobStatus, JobView } from '@shiplabel/shared';

const ENDED: readonly JobStatus[] = ['done', 'failed', 'canceled'];

/** True once the job will not change any more (its worker is gone). */
export const jobEnded = (job: Pick<JobView, 'status'> | undefined): boolean =>
  Boolean(job && ENDED.includes(job.status));

/** Items finished (well or not) and their share of the total, 0-100 rounded down (100 only when all are). */
export function jobProgress(job: Pick<JobView, 'total' | 'done' | 'failed'> | undefined) {
  if (!job) return { finished: 0, percent: 0 };
  const finished = job.done + job.failed;
  const percent = job.total > 0 ? Math.min(100, Math.floor((finished / job.total) * 100)) : 0;
  return { finished, percent };
}

/**
 * The antd Progress status of a job: red when it failed, green when done with every item, moving while it
 * runs; plain when it was canceled or some items failed (no tick beside a bar with failures).
 */
export function progressStatus(
  job: Pick<JobView, 'status' | 'failed'> | undefined,
): 'exception' | 'success' | 'active' | 'normal' {
  switch (job?.status) {
    case 'failed':
      return 'exception';
    case 'done':
      return job.failed > 0 ? 'normal' : 'success';
    case 'canceled':
      return 'normal';
    default:
      return 'active';
  }
}
