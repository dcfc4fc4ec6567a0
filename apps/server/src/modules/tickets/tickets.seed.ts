import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { insertReply, insertTicket, updateTicket } from './tickets.repository.ts';
import { tickets } from './tickets.table.ts';
import { excerpt, nextNumber } from './tickets.usecases.ts';

const HOUR_MS = 3_600_000;
/** The seed has no configuration of its own; the day in the number is the default business zone's. */
const SEED_TZ = 'America/Los_Angeles';

const idOf = async (db: Database, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

/**
 * Once: two work orders of the demo customer, so the demo shows both screens: one answered by the demo
 * staff member (with an internal note the customer does not see), one still waiting for an answer.
 */
export async function seedDemoTickets(
  db: Database,
  customerEmail: string,
  staffEmail: string,
  now = new Date(),
) {
  const [customerId, staffId] = [await idOf(db, customerEmail), await idOf(db, staffEmail)];
  if (!customerId || !staffId) return false;
  if ((await db.$count(tickets, eq(tickets.customerId, customerId))) > 0) return false;
  await db.transaction(async (tx) => {
    const asked = new Date(now.getTime() - 26 * HOUR_MS);
    const answered = await insertTicket(tx, {
      number: await nextNumber(tx, now, SEED_TZ),
      customerId,
      type: 'logisticsStatus',
      subject: 'No tracking update for 3 days / 3 天没有物流更新',
      description: 'My parcel has shown "In transit" since Monday. Could you check with the carrier?',
      locale: 'en-US',
      latestReply: '',
      lastReplyAt: asked,
      lastReplySide: 'customer',
      createdAt: asked,
      updatedAt: asked,
    });
    await insertReply(tx, {
      ticketId: answered.id,
      authorId: staffId,
      side: 'staff',
      body: 'Carrier says the hub was delayed by weather; checked on their portal.',
      internal: true,
      createdAt: new Date(asked.getTime() + 2 * HOUR_MS),
    });
    const reply =
      'We checked with the carrier: the hub was delayed by weather and your parcel moves again today. ' +
      'You should see a new scan within 24 hours.';
    const repliedAt = new Date(asked.getTime() + 3 * HOUR_MS);
    await insertReply(tx, {
      ticketId: answered.id,
      authorId: staffId,
      side: 'staff',
      body: reply,
      createdAt: repliedAt,
    });
    await updateTicket(tx, answered.id, {
      assigneeId: staffId,
      latestReply: excerpt(reply),
      lastReplyAt: repliedAt,
      lastReplySide: 'staff',
      updatedAt: repliedAt,
    });

    const waiting = new Date(now.getTime() - 5 * HOUR_MS);
    await insertTicket(tx, {
      number: await nextNumber(tx, now, SEED_TZ),
      customerId,
      type: 'billing',
      subject: 'Question about a supplementary bill',
      description: 'I was charged a size adjustment on one order. How was it measured?',
      locale: 'en-US',
      latestReply: excerpt('I was charged a size adjustment on one order. How was it measured?'),
      lastReplyAt: waiting,
      lastReplySide: 'customer',
      createdAt: waiting,
      updatedAt: waiting,
    });
  });
  return true;
}
