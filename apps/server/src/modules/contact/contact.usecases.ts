import {
  CONTACT_PER_EMAIL_HOUR,
  CONTACT_PER_IP_HOUR,
  type ContactForm,
  type ContactResult,
  type Locale,
} from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { hitRateLimit } from '../auth/rate-limit.ts';
import { getSysConfig } from '../config/config.usecases.ts';
import { enqueueMail } from '../mail/mail.usecases.ts';
import { openTicket } from '../tickets/tickets.usecases.ts';
import { contactRateLimited } from './contact.errors.ts';
import { contactMail } from './contact.mail.ts';
import { insertContactRequest } from './contact.repository.ts';

const HOUR_MS = 3_600_000;

/** A signed-in sender who may open work orders (role appQuestionList) gets a ticket instead of a mail. */
export interface ContactSender {
  userId: string;
  canOpenTickets: boolean;
}

/** Anonymous messages go to the company contact address of the system configuration (Contact us shows it). */
export async function contactRecipient(deps: AppDeps): Promise<string> {
  return (await getSysConfig(deps)).contact.email;
}

/**
 * POST /public/contact. Limited per client address and per e-mail address with the counters that the
 * sign-up codes use (in the database, shared by every instance); the limits are counted before any
 * work so a flood costs one upsert per request.
 */
export async function sendContactMessage(
  deps: AppDeps & { form: ContactForm; locale: Locale; ip: string; sender: ContactSender | null },
): Promise<ContactResult> {
  const { db, clock, form, locale, ip, sender } = deps;
  const now = clock();
  if ((await hitRateLimit({ db, key: `contact:ip:${ip}`, now, windowMs: HOUR_MS })) > CONTACT_PER_IP_HOUR)
    throw contactRateLimited();
  if (
    (await hitRateLimit({ db, key: `contact:email:${form.email}`, now, windowMs: HOUR_MS })) >
    CONTACT_PER_EMAIL_HOUR
  )
    throw contactRateLimited();

  const base = { ...form, locale, ip, userId: sender?.userId ?? null, createdAt: now };
  if (sender?.canOpenTickets) {
    const ticket = await openTicket(deps, {
      customerId: sender.userId,
      type: 'general',
      subject: contactMail(locale, form).subject,
      description: form.message,
      locale,
    });
    const saved = await insertContactRequest(db, { ...base, ticketId: ticket.id });
    return { id: saved.id, channel: 'ticket', ticketId: ticket.id, ticketNumber: ticket.number };
  }
  const mail = await enqueueMail(deps, {
    to: await contactRecipient(deps),
    locale,
    templateKey: 'contact.message',
    ...contactMail(locale, form),
  });
  const saved = await insertContactRequest(db, { ...base, mailId: mail.id });
  return { id: saved.id, channel: 'mail', ticketId: null, ticketNumber: null };
}
