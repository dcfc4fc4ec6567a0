import { z } from 'zod';

/** Ids in URLs are UUIDs; anything else is a 400 before any query runs. */
export const idParamsSchema = z.object({ id: z.uuid() });

export const memberIdsSchema = z.object({ userIds: z.array(z.uuid()).min(1).max(200) });
