import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { sysMessageRecipients, sysMessages } from '../messages/messages.table.ts';
import { ADMIN, APP, openBody, post, ticketsWorld } from './tickets.fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof ticketsWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await ticketsWorld(t);
});

/** Who received a message with this title key and link, and its params. */
async function told(titleKey: string, link: string) {
  const rows = await t.db
    .select({ userId: sysMessageRecipients.userId, params: sysMessages.params, type: sysMessages.type })
    .from(sysMessages)
    .innerJoin(sysMessageRecipients, eq(sysMessageRecipients.messageId, sysMessages.id))
    .where(and(eq(sysMessages.titleKey, titleKey), eq(sysMessages.link, link)));
  return rows;
}

describe('work orders tell the other side through the message centre', () => {
  it('new ticket: every queue worker while unassigned; customer reply: the assignee only', async () => {
    const ticket = (await post(t, `${APP}/create`, w.ann.token, openBody({ subject: 'Tell staff' }))).body
      .data;
    const serviceLink = `/settings/replyService?id=${ticket.id}`;
    const opened = await told('tickets.notify.opened', serviceLink);
    const recipients = opened.map((r) => r.userId);
    expect(recipients).toContain(w.staff.id);
    expect(recipients).not.toContain(w.ann.id);
    expect(opened[0]).toMatchObject({
      type: 'todo',
      params: expect.objectContaining({ number: ticket.number }),
    });

    await post(t, `${ADMIN}/assign/${ticket.id}`, w.staff.token, { assigneeId: w.staff.id });
    await post(t, `${APP}/reply/${ticket.id}`, w.ann.token, { content: 'Still waiting' });
    const replied = await told('tickets.notify.customer_replied', serviceLink);
    expect(replied.map((r) => r.userId)).toEqual([w.staff.id]);
    expect(replied[0]!.params).toMatchObject({ excerpt: 'Still waiting', customer: 'Ann' });
  });

  it('staff reply: the customer is told with a link to the thread; an internal note tells nobody', async () => {
    const ticket = (await post(t, `${APP}/create`, w.ann.token, openBody({ subject: 'Tell me' }))).body.data;
    const link = `/settings/reply?id=${ticket.id}`;
    await post(t, `${ADMIN}/reply/${ticket.id}`, w.staff.token, { content: 'secret', internal: true });
    expect(await told('tickets.notify.staff_replied', link)).toEqual([]);
    await post(t, `${ADMIN}/reply/${ticket.id}`, w.staff.token, { content: 'Fixed it' });
    const rows = await told('tickets.notify.staff_replied', link);
    expect(rows.map((r) => r.userId)).toEqual([w.ann.id]);
    expect(rows[0]!.params).toMatchObject({ number: ticket.number, excerpt: 'Fixed it' });
    expect(JSON.stringify(rows)).not.toContain('secret');
  });
});
