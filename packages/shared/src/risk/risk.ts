import { z } from 'zod';
import { pageQuerySchema } from '../pagination.ts';

/** GET /user/selectUserNoHighRisk: the avoid-high-risk list, newest first; keyword matches e-mail or names. */
export const riskExemptionQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
});
export type RiskExemptionQuery = z.infer<typeof riskExemptionQuerySchema>;

/** POST /user/addUserNoHighRisk: one customer (userId) or several (userIds), with an optional note. */
export const riskExemptionAddSchema = z
  .object({
    userId: z.uuid().optional(),
    userIds: z.array(z.uuid()).min(1).max(100).optional(),
    note: z.string().trim().max(200).default(''),
  })
  .refine((b) => b.userId !== undefined || b.userIds !== undefined, {
    message: 'risk.user_required',
    path: ['userIds'],
  });
export type RiskExemptionAdd = z.input<typeof riskExemptionAddSchema>;

/** DELETE /user/deleteUserNoHighRisk: the list entry's id. */
export const riskExemptionDeleteSchema = z.object({ id: z.uuid() });

export const riskExemptionSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  email: z.string(),
  nickName: z.string(),
  realName: z.string(),
  kind: z.string(),
  note: z.string(),
  /** Who added the entry; null once that person's account is gone. */
  addedBy: z.object({ id: z.uuid(), email: z.string(), nickName: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
});
export type RiskExemption = z.infer<typeof riskExemptionSchema>;

export const riskExemptionAddedSchema = z.object({
  /** Entries made by this request. */
  added: z.array(riskExemptionSchema),
  /** Users that were on the list already (left as they were). */
  alreadyListed: z.array(z.uuid()),
});

/** POST /admin/risk/holdReasons: why risk rules sent these orders to order review. */
export const riskHoldReasonsQuerySchema = z.object({ orderIds: z.array(z.uuid()).max(1000) });
export const riskHoldReasonSchema = z.object({
  orderId: z.uuid(),
  /** Each rule that fired, in the reader's language. */
  reasons: z.array(z.object({ rule: z.string(), text: z.string() })),
});
export type RiskHoldReason = z.infer<typeof riskHoldReasonSchema>;
