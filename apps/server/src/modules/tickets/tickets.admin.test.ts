import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { ADMIN, APP, get, openBody, post, ticketCounts, ticketsWorld, upload } from './tickets.fixtures.ts';
import { tickets } from './tickets.table.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof ticketsWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await ticketsWorld(t);
});

const open = async (token: string, overrides: Record<string, unknown> = {}) =>
  (await post(t, `${APP}/create`, token, openBody(overrides))).body.data;
const queue = async (query: string) =>
  (await get(t, `${ADMIN}/list?pageSize=1000&${query}`, w.staff.token)).body.data.list.map(
    (x: { subject: string }) => x.subject,
  );

describe('work orders, back office', () => {
  it('filters the queue by status, type, customer, assignee and unanswered hours', async () => {
    const old = await open(w.ann.token, { subject: 'Q old', type: 'customs' });
    // Five hours ago, written to the row: moving the test clock that far would end the test sessions.
    const fiveHoursAgo = new Date(t.clock.now().getTime() - 5 * 3_600_000);
    await t.db.update(tickets).set({ lastReplyAt: fiveHoursAgo }).where(eq(tickets.id, old.id));
    const answered = await open(w.bob.token, { subject: 'Q answered', type: 'billing' });
    await post(t, `${ADMIN}/reply/${answered.id}`, w.staff.token, { content: 'Done' });
    t.clock.advanceSeconds(1);
    await open(w.bob.token, { subject: 'Q fresh', type: 'billing' });

    expect(await queue('type=customs')).toEqual(['Q old']);
    expect(await queue('keyword=Q%20&customer=BOB')).toEqual(['Q fresh', 'Q answered']);
    // Waiting for us longer than 3 hours: only the old one (the answered one waits for the customer).
    expect(await queue('unansweredHours=3')).toEqual(['Q old']);
    expect(await queue('unansweredHours=6')).toEqual([]);
    // Answering an unassigned ticket takes it.
    expect(await queue(`assigneeId=${w.staff.id}`)).toEqual(['Q answered']);
    await post(t, `${APP}/close/${old.id}`, w.ann.token);
    expect(await queue('status=closed')).toContain('Q old');
    expect(await queue('unansweredHours=3')).not.toContain('Q old');
    const bad = await get(t, `${ADMIN}/list?unansweredHours=abc&status=nope`, w.staff.token);
    expect(bad.status).toBe(400);
  });

  it('assigns only to staff who work the queue', async () => {
    const ticket = await open(w.ann.token, { subject: 'Assign me' });
    const assignees = (await get(t, `${ADMIN}/assignees`, w.staff.token)).body.data;
    expect(assignees.map((a: { id: string }) => a.id)).toContain(w.staff.id);
    expect(assignees.map((a: { id: string }) => a.id)).not.toContain(w.ann.id);

    const ok = await post(t, `${ADMIN}/assign/${ticket.id}`, w.staff.token, { assigneeId: w.staff.id });
    expect(ok.body.data).toMatchObject({ assigneeId: w.staff.id, assigneeName: 'Sam Support' });
    const refused = await post(
      t,
      `${ADMIN}/assign/${ticket.id}`,
      w.staff.token,
      { assigneeId: w.ann.id },
      'zh-CN',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('请将工单分配给负责工单的员工');
    expect(
      (await post(t, `${ADMIN}/assign/${crypto.randomUUID()}`, w.staff.token, { assigneeId: null })).status,
    ).toBe(404);
    expect((await post(t, `${ADMIN}/assign/${ticket.id}`, w.staff.token, { assigneeId: 'x' })).status).toBe(
      400,
    );
    expect((await get(t, `${ADMIN}/detail/${ticket.id}`, w.staff.token)).body.data.assigneeId).toBe(
      w.staff.id,
    );
    const unassigned = await post(t, `${ADMIN}/assign/${ticket.id}`, w.staff.token, { assigneeId: null });
    expect(unassigned.body.data.assigneeId).toBeNull();
  });

  it('a staff reply reaches the customer (thread and e-mail in their language); a note does not', async () => {
    const ticket = (await post(t, `${APP}/create`, w.ann.token, openBody({ subject: 'Mail me' }), 'zh-CN'))
      .body.data;
    const file = (await upload(t, ADMIN, w.staff.token)).body.data.id;
    await post(t, `${ADMIN}/reply/${ticket.id}`, w.staff.token, { content: 'a note', internal: true });
    t.clock.advanceSeconds(1);
    const mailsAfterNote = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, w.ann.email));
    expect(mailsAfterNote).toHaveLength(0);
    const afterNote = (await get(t, `${ADMIN}/detail/${ticket.id}`, w.staff.token)).body.data;
    expect(afterNote).toMatchObject({ lastReplySide: 'customer', assigneeId: null });

    const replied = await post(t, `${ADMIN}/reply/${ticket.id}`, w.staff.token, {
      content: 'Your parcel moved today.',
      attachmentIds: [file],
    });
    expect(replied.body.data.replies.map((r: { internal: boolean }) => r.internal)).toEqual([true, false]);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, w.ann.email))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail).toMatchObject({ templateKey: 'tickets.staff_replied', locale: 'zh-CN' });
    expect(mail!.subject).toBe(`您的工单 ${ticket.number} 有新回复`);
    expect(mail!.text).toContain('Your parcel moved today.');
    expect(mail!.text).toContain(`/settings/reply?id=${ticket.id}`);

    const seen = (await get(t, `${APP}/detail/${ticket.id}`, w.ann.token)).body.data;
    expect(seen.replies).toMatchObject([
      {
        side: 'staff',
        authorName: 'Sam Support',
        content: 'Your parcel moved today.',
        attachments: [{ id: file }],
      },
    ]);
    const dl = await t.app.inject({
      method: 'GET',
      url: `${APP}/attachment/${file}`,
      headers: { authorization: `Bearer ${w.ann.token}` },
    });
    expect(dl.statusCode).toBe(200);
  });

  it('closing by staff ends replies from both sides; notes stay possible; bad ids are 404 not 500', async () => {
    const ticket = await open(w.ann.token, { subject: 'Close me' });
    expect((await post(t, `${ADMIN}/close/${ticket.id}`, w.staff.token)).body.data.status).toBe('closed');
    const before = await ticketCounts(t);
    expect((await post(t, `${ADMIN}/reply/${ticket.id}`, w.staff.token, { content: 'late' })).status).toBe(
      422,
    );
    expect((await post(t, `${ADMIN}/reply/${ticket.id}`, w.staff.token, { content: '' })).status).toBe(400);
    expect((await post(t, `${ADMIN}/close/${ticket.id}`, w.staff.token)).status).toBe(422);
    expect(await ticketCounts(t)).toEqual(before);
    expect(
      (await post(t, `${ADMIN}/reply/${ticket.id}`, w.staff.token, { content: 'n', internal: true })).status,
    ).toBe(200);
    expect((await get(t, `${ADMIN}/detail/nope`, w.staff.token)).status).toBe(400);
    expect((await get(t, `${ADMIN}/attachment/nope`, w.staff.token)).status).toBe(400);
    expect((await get(t, `${ADMIN}/detail/${crypto.randomUUID()}`, w.staff.token)).status).toBe(404);
    expect((await get(t, `${ADMIN}/attachment/${crypto.randomUUID()}`, w.staff.token)).status).toBe(404);
  });
});
