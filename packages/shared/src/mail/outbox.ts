import { z } from 'zod';
import { pageQuerySchema } from '../pagination.ts';

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** GET /admin/mail/outbox: newest first; `email` matches part of the recipient. */
export const mailOutboxQuerySchema = pageQuerySchema.extend({
  email: z.string().trim().max(254).optional(),
  status: z.enum(MAIL_STATUSES).optional(),
});
export type MailOutboxQuery = z.infer<typeof mailOutboxQuerySchema>;

export const mailOutboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  templateKey: z.string(),
  locale: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** 'smtp' when SMTP_URL sent it, 'log' when it was written to the server log; null while queued. */
  transport: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItemSchema>;
