import { z } from 'zod';

/** What batch processing does to each order (POST /admin/order/batchProcess). */
export const BATCH_PROCESS_ACTIONS = ['cancel', 'void', 'restore'] as const;
export type BatchProcessAction = (typeof BATCH_PROCESS_ACTIONS)[number];
/** Order numbers per request: what a staff member pastes at once; each is processed on its own. */
export const BATCH_PROCESS_MAX = 1000;
/** The longest order number a batch request may name (the back office pastes them; longer ones are refused). */
export const BATCH_ORDER_NO_MAX_LENGTH = 64;

/** Pasted numbers: trimmed, blanks dropped, repeats collapsed (first position kept). */
const orderNosSchema = z
  .array(z.string().max(BATCH_ORDER_NO_MAX_LENGTH))
  .transform((list) => [...new Set(list.map((s) => s.trim()).filter(Boolean))])
  .refine((list) => list.length >= 1 && list.length <= BATCH_PROCESS_MAX, 'batchprocess.count_invalid');

export const batchProcessBodySchema = z.object({
  action: z.enum(BATCH_PROCESS_ACTIONS),
  orderNos: orderNosSchema,
  /** The customer whose orders they are; without it a number held by several customers is ambiguous. */
  userId: z.uuid().optional(),
});
export type BatchProcessBody = z.infer<typeof batchProcessBodySchema>;

export const batchProcessResultSchema = z.object({
  orderNo: z.string(),
  ok: z.boolean(),
  orderId: z.string().optional(),
  /** The order's status after the action (ok) or as found (refused). */
  status: z.number().int().optional(),
  errorCode: z.string().optional(),
  message: z.string(),
});
export type BatchProcessResult = z.infer<typeof batchProcessResultSchema>;

export const batchProcessResponseSchema = z.object({
  action: z.enum(BATCH_PROCESS_ACTIONS),
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(batchProcessResultSchema),
});
export type BatchProcessResponse = z.infer<typeof batchProcessResponseSchema>;
