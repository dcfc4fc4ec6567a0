/** A background job's state (the server's jobs.status). */
export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'canceled';

/** An item's state: 0 pending, 1 done, 2 failed. */
export type JobItemStatus = 0 | 1 | 2;

/** Progress of a background job (GET /app/jobs/:id, /admin/jobs/:id). */
export interface JobView<R = Record<string, unknown>> {
  id: string;
  kind: string;
  status: JobStatus;
  total: number;
  done: number;
  failed: number;
  /** What the job produced (e.g. a download's blobId and filename), once it ended. */
  result: R | null;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** One item of a job (GET /app/jobs/:id/items): `ref` is what it works on, e.g. an order's id. */
export interface JobItem<R = Record<string, unknown>> {
  seq: number;
  ref: string;
  status: JobItemStatus;
  errorCode: string | null;
  message: string | null;
  result: R | null;
}

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
