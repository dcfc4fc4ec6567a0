import { pageQuerySchema } from '@shiplabel/shared';
import { z } from 'zod';

/** A malformed id answers 400 in the caller's language (an unknown or another user's job: 404). */
export const jobIdParamsSchema = z.object({ id: z.uuid({ error: 'jobs.invalid_id' }) });

const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'canceled'] as const;

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

/** Item statuses by name or number, as stored: 0 pending, 1 done, 2 failed. */
const ITEM_STATUS_NAMES = { pending: 0, done: 1, failed: 2, '0': 0, '1': 1, '2': 2 } as const;

export const jobItemsQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(Object.keys(ITEM_STATUS_NAMES) as [keyof typeof ITEM_STATUS_NAMES], {
      error: 'jobs.invalid_item_status',
    })
    .transform((name) => ITEM_STATUS_NAMES[name])
    .optional(),
});
export type JobItemsQuery = z.infer<typeof jobItemsQuerySchema>;

export const jobItemSchema = z.object({
  seq: z.number().int(),
  /** What the item is about, e.g. an order id. */
  ref: z.string(),
  /** 0 pending, 1 done, 2 failed */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** A failed item's stable error code and its message in the asker's language. */
  errorCode: z.string().nullable(),
  message: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
});
