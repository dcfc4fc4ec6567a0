import { z } from 'zod';

/** What a contact-form message is about; the back office sorts incoming mail by it. */
export const CONTACT_TOPICS = ['rates', 'warehousing', 'fba', 'account', 'api', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** Topic names for the e-mail the team receives (the web has its own in its locale files). */
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, { 'en-US': string; 'zh-CN': string }> = {
  rates: { 'en-US': 'Shipping rates', 'zh-CN': '运费价格' },
  warehousing: { 'en-US': 'Overseas warehousing', 'zh-CN': '海外仓储' },
  fba: { 'en-US': 'FBA transit', 'zh-CN': 'FBA 头程' },
  account: { 'en-US': 'My account', 'zh-CN': '我的账户' },
  api: { 'en-US': 'API and integration', 'zh-CN': 'API 与集成' },
  other: { 'en-US': 'Something else', 'zh-CN': '其他' },
};

/** Contact messages one client address may send per hour (all e-mail addresses together). */
export const CONTACT_PER_IP_HOUR = 10;
/** Contact messages one e-mail address may send per hour. */
export const CONTACT_PER_EMAIL_HOUR = 3;
export const CONTACT_MESSAGE_MAX = 4000;

const required = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'contact.too_long');

/** POST /public/contact: the /contactUs form. */
export const contactFormSchema = z.object({
  name: required('contact.name_required', 100),
  email: z
    .string({ error: 'contact.email_invalid' })
    .trim()
    .toLowerCase()
    .min(1, 'contact.email_required')
    .max(254, 'contact.email_invalid')
    .email('contact.email_invalid'),
  company: z.string({ error: 'contact.too_long' }).trim().max(128, 'contact.too_long').default(''),
  topic: z.enum(CONTACT_TOPICS, { error: 'contact.topic_invalid' }),
  message: required('contact.message_required', CONTACT_MESSAGE_MAX).refine(
    (text) => text.length >= 10,
    'contact.message_too_short',
  ),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;

/** The answer: e-mailed to the team (anonymous) or a work order opened for the signed-in customer. */
export const contactResultSchema = z.object({
  id: z.string().uuid(),
  channel: z.enum(['mail', 'ticket']),
  /** The work order's id when one was opened (the page links to /settings/reply?id=...). */
  ticketId: z.string().uuid().nullable(),
  ticketNumber: z.string().nullable(),
});
export type ContactResult = z.infer<typeof contactResultSchema>;
