import { pageQuerySchema } from '@shiplabel/shared';
import { z } from 'zod';

/** A malformed id answers 400 in the caller's language (an unknown or another user's job: 404). */
export const jobIdParamsSchema = z.object({ id: z.uuid({ error: 'jobs.invalid_id' }) });

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
