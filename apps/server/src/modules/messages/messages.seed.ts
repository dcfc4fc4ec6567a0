import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { insertDeliveredMessage, insertMessage } from './messages.repository.ts';
import { sysMessages } from './messages.table.ts';

export const WELCOME_TITLE = 'Welcome to ShipLabel / 欢迎使用 ShipLabel';
const WELCOME_HTML =
  '<p>Buy USPS, UPS and FedEx labels at your own rates. Start with <strong>Add funds</strong>, then create your first order.</p>' +
  '<p>以您的专属价格购买 USPS、UPS 和 FedEx 面单。请先<strong>充值</strong>，然后创建第一张订单。</p>';

/**
 * Once: a welcome notice to every customer (published as an administrator would, so it shows in
 * msgConfig) and a to-do for the demo customer, so the demo's navbar shows an unread badge.
 */
export async function seedDemoMessages(db: Database, customerEmail: string, now = new Date()) {
  const seeded = await db
    .select({ id: sysMessages.id })
    .from(sysMessages)
    .where(and(eq(sysMessages.source, 'admin'), eq(sysMessages.title, WELCOME_TITLE)));
  if (seeded.length > 0) return false;
  await insertMessage(
    db,
    {
      type: 'notice',
      source: 'admin',
      title: WELCOME_TITLE,
      subTitle: '',
      content: WELCOME_HTML,
      messageType: 1,
      audience: 'customers',
      publishAt: now,
    },
    now,
  );
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, customerEmail));
  if (customer) {
    await insertDeliveredMessage(db, {
      message: {
        type: 'todo',
        source: 'event',
        titleKey: 'messages.seed.todo_title',
        contentKey: 'messages.seed.todo_body',
        params: {},
        link: '/settings/account',
        messageType: 0,
        audience: 'users',
        audienceUserIds: [customer.id],
        publishAt: now,
      },
      userIds: [customer.id],
      at: now,
    });
  }
  return true;
}
