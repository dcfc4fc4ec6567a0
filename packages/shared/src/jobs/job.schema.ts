import { z } from 'zod';

/** A background job's state (jobs.status). */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'canceled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** An item's state: 0 pending, 1 done, 2 failed (job_items.status). */
export type JobItemStatus = 0 | 1 | 2;

/** Progress of a background job (GET /app/jobs/:id, /admin/jobs/:id). */
export const jobViewSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  /** What the job produced, e.g. `{ blobId, filename }` of a download (then at .../download). */
  result: z.record(z.string(), z.unknown()).nullable(),
  /** Why the job failed, in the caller's language where it is one of ours. */
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});

/** One item of a job (GET /app/jobs/:id/items): `ref` is what it works on, e.g. an order's id. */
export const jobItemSchema = z.object({
  seq: z.number().int(),
  ref: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** A failed item's stable error code and its message in the asker's language. */
  errorCode: z.string().nullable(),
  message: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
});

/** `R`: the shape of `result` a given kind of job produces. */
export type JobView<R = Record<string, unknown>> = Omit<z.infer<typeof jobViewSchema>, 'result'> & {
  result: R | null;
};
export type JobItem<R = Record<string, unknown>> = Omit<z.infer<typeof jobItemSchema>, 'result'> & {
  result: R | null;
};
