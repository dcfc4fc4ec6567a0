import { z } from 'zod';
import { isoDaySchema } from '../orders/order.schema.ts';
import { pageQuerySchema } from '../pagination.ts';

/**
 * Outcome of a logged request by its status class: success (below 400), refused (4xx: not signed in, not
 * permitted, invalid, a business rule said no), error (5xx).
 */
export const USER_LOG_OUTCOMES = ['success', 'refused', 'error'] as const;
export type UserLogOutcome = (typeof USER_LOG_OUTCOMES)[number];

const filterShape = {
  /** The acting user's e-mail, nickname or real name contains this. */
  person: z.string().trim().max(100).optional(),
  /** The impersonating operator's e-mail, nickname or real name contains this. */
  impersonator: z.string().trim().max(100).optional(),
  /** The API key's name or prefix contains this (requests made with a key only). */
  apiKey: z.string().trim().max(100).optional(),
  /** The route pattern or URL contains this (e.g. `addUserNoHighRisk`). */
  route: z.string().trim().max(200).optional(),
  outcome: z.enum(USER_LOG_OUTCOMES).optional(),
  /** Business days (BUSINESS_TZ), both included. */
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
};
const inOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const outOfOrder = { message: 'orders.date_range_invalid', path: ['to'] };

/** GET /admin/userLogs/down: the filters of the list. */
export const userLogFilterSchema = z.object(filterShape).refine(inOrder, outOfOrder);
export type UserLogFilter = z.infer<typeof userLogFilterSchema>;

/** GET /admin/userLogs/list: newest first. */
export const userLogQuerySchema = pageQuerySchema.extend(filterShape).refine(inOrder, outOfOrder);
export type UserLogQuery = z.infer<typeof userLogQuerySchema>;

const personSchema = z.object({
  id: z.uuid(),
  /** Null when the account no longer exists (the log keeps its id). */
  email: z.string().nullable(),
  name: z.string().nullable(),
});

export const userLogItemSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** Null: not signed in (a refused anonymous request). */
  user: personSchema.nullable(),
  /** The operator acting as `user` when impersonating. */
  impersonator: personSchema.nullable(),
  /**
   * The customer API key the request came with (issue 16: audit entries name the key), null for a session.
   * `prefix` is the key's public part (`sl_live_abcd1234`), never the secret; name and prefix are null when
   * the key no longer exists (its owner was deleted).
   */
  apiKey: z.object({ id: z.uuid(), name: z.string().nullable(), prefix: z.string().nullable() }).nullable(),
  method: z.string(),
  route: z.string().nullable(),
  url: z.string(),
  targetIds: z.array(z.string()),
  statusCode: z.number().int(),
  outcome: z.enum(USER_LOG_OUTCOMES),
  errorCode: z.string().nullable(),
  ip: z.string(),
});
export type UserLogItem = z.infer<typeof userLogItemSchema>;

export const outcomeOfStatus = (status: number): UserLogOutcome =>
  status < 400 ? 'success' : status < 500 ? 'refused' : 'error';
