import type { Locale } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { t } from '../../lib/i18n/index.ts';
import { enqueueMail } from '../mail/mail.usecases.ts';
import { notify } from '../messages/notify.ts';
import { holdersOfCode, userContact } from './tickets.repository.ts';
import type { TicketRow } from './tickets.table.ts';

/** The back office's resource for the ticket queue: who is told of a ticket nobody is assigned to. */
export const STAFF_CODE = 'adminQuestionList';

const short = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text);

/**
 * Tells the back office of a new ticket or a customer's reply: the assignee, or every holder of the
 * queue's resource while nobody is assigned. Called after the commit; notify() never throws.
 */
export async function tellStaffSide(
  deps: AppDeps,
  ticket: TicketRow,
  what: { event: 'opened' } | { event: 'replied'; content: string },
) {
  try {
    const userIds = ticket.assigneeId
      ? [ticket.assigneeId]
      : (await holdersOfCode(deps.db, STAFF_CODE)).map((u) => u.id);
    const customer = (await userContact(deps.db, ticket.customerId))?.name ?? '';
    const opened = what.event === 'opened';
    await notify(deps, {
      userIds,
      type: opened ? 'todo' : 'message',
      titleKey: opened ? 'tickets.notify.opened' : 'tickets.notify.customer_replied',
      contentKey: opened ? 'tickets.notify.opened_body' : 'tickets.notify.customer_replied_body',
      params: {
        number: ticket.number,
        subject: ticket.subject,
        customer,
        excerpt: opened ? '' : short(what.content),
      },
      link: `/settings/replyService?id=${ticket.id}`,
    });
  } catch (error) {
    // The ticket is saved; a lost notification must not turn the customer's success into an error.
    console.error('tickets: telling staff failed', error);
  }
}

/** Tells the customer of a staff reply: the message centre, and an e-mail in the customer's language. */
export async function tellCustomerSide(deps: AppDeps, ticket: TicketRow, content: string) {
  const link = `/settings/reply?id=${ticket.id}`;
  const params = { number: ticket.number, subject: ticket.subject, excerpt: short(content) };
  try {
    await notify(deps, {
      userIds: [ticket.customerId],
      type: 'message',
      titleKey: 'tickets.notify.staff_replied',
      contentKey: 'tickets.notify.staff_replied_body',
      params,
      link,
    });
    const customer = await userContact(deps.db, ticket.customerId);
    if (!customer) return;
    const locale = ticket.locale as Locale;
    await enqueueMail(deps, {
      to: customer.email,
      locale,
      templateKey: 'tickets.staff_replied',
      subject: t(locale, 'tickets.mail.staff_replied_subject', params),
      text: t(locale, 'tickets.mail.staff_replied_text', { ...params, content, link }),
    });
  } catch (error) {
    console.error('tickets: telling the customer failed', error);
  }
}
