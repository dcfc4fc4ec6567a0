import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, customerLogin, login, seedUser, signInAdmin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { sysMessages } from './messages.table.ts';

let t: TestApp;
let admin: string;
let roleIds: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ adminToken: admin, roleIds } = await signInAdmin(t.app, t.db));
});

const publish = (body: Record<string, unknown>, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call(t.app, 'POST', '/admin/sysMessage/create', {
    token: admin,
    lang,
    body: {
      type: 'notice',
      title: `Notice ${randomUUID().slice(0, 6)}`,
      content: '<p>Hello</p>',
      audience: 'all',
      ...body,
    },
    headers: { 'idempotency-key': randomUUID() },
  });
const listOf = async (token: string, type = 'notice', lang: 'en-US' | 'zh-CN' = 'en-US') =>
  (await call(t.app, 'GET', `/app/sysMessage/list?type=${type}`, { token, lang })).body.data;
const unread = async (token: string) =>
  (await call(t.app, 'GET', '/app/sysMessage/unread', { token })).body.data;
const titles = async (token: string, type = 'notice') =>
  (await listOf(token, type)).list.map((m: { title: string }) => m.title);

describe('publishing and audiences', () => {
  it('delivers to all, to customers, to a role and to chosen users, each to exactly its audience', async () => {
    const ann = await customerLogin(t);
    const bob = await customerLogin(t);
    const staff = await seedUser(t.db, { kind: 'staff', roles: ['Staff', 'Customer'] });
    const staffToken = await login(t.app, staff.email);
    const all = await publish({ audience: 'all' });
    const customers = await publish({ audience: 'customers' });
    const role = await publish({ audience: 'role', roleId: roleIds.Staff });
    const chosen = await publish({ audience: 'users', userIds: [bob.id] });
    for (const r of [all, customers, role, chosen]) expect(r.status).toBe(200);
    const [a, c, r, u] = [all, customers, role, chosen].map((x) => x.body.data.title);
    expect(await titles(ann.token)).toEqual(expect.arrayContaining([a, c]));
    expect(await titles(ann.token)).not.toContain(r);
    expect(await titles(ann.token)).not.toContain(u);
    expect(await titles(bob.token)).toEqual(expect.arrayContaining([a, c, u]));
    // A staff member is not a customer, but holds the role.
    const staffTitles = await titles(staffToken);
    expect(staffTitles).toEqual(expect.arrayContaining([a, r]));
    expect(staffTitles).not.toContain(c);
    expect(chosen.body.data).toMatchObject({
      audience: 'users',
      userIds: [bob.id],
      recipients: 1,
      published: true,
    });
  });

  it('refuses a message to nobody, an empty title, empty content and a past time, and stores nothing', async () => {
    const before = (await t.db.select().from(sysMessages)).length;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ audience: 'users', userIds: [] }, 422, 'messages.users_required'],
      [{ audience: 'users', userIds: [randomUUID()] }, 422, 'messages.users_unknown'],
      [{ audience: 'role' }, 422, 'messages.role_required'],
      [{ audience: 'role', roleId: randomUUID() }, 422, 'messages.role_unknown'],
      [{ title: '   ' }, 400, 'validation.failed'],
      [{ content: '<script>alert(1)</script><p> </p>' }, 422, 'messages.content_empty'],
      [
        { publishAt: new Date(t.clock.now().getTime() - 60_000).toISOString() },
        422,
        'messages.publish_at_past',
      ],
      [{ type: 'message', messageType: 1 }, 422, 'messages.level_not_for_messages'],
      [{ audience: 'everyone' }, 400, 'validation.failed'],
      [{ messageType: 2 }, 400, 'validation.failed'],
    ];
    for (const [body, status, code] of cases) {
      const res = await publish(body, 'zh-CN');
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.errorCode).toBe(code);
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const empty = await publish({ audience: 'role', roleId: roleIds.Seller });
    expect(empty.body.errorCode).toBe('messages.nobody');
    expect((await t.db.select().from(sysMessages)).length).toBe(before);
  });

  it('sanitises the rich text on the server: no script, no event handler, no javascript: URL', async () => {
    const res = await publish({
      content:
        '<p onclick="steal()">Hi <b>there</b><script>alert(1)</script>' +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>' +
        '<a href="https://example.com/x">good</a><iframe src="https://evil.example"></iframe></p>',
    });
    expect(res.status).toBe(200);
    const [stored] = await t.db.select().from(sysMessages).where(eq(sysMessages.id, res.body.data.id));
    const html = stored!.content;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|steal/i);
    expect(html).toContain('<b>there</b>');
    expect(html).toContain(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">good</a>',
    );
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer">bad</a>');
  });

  it('refuses customers and staff without adminSysMessageList on every back-office route', async () => {
    const ann = await customerLogin(t);
    for (const [method, url, body] of [
      ['POST', '/admin/sysMessage/create', { type: 'notice', title: 'x', content: 'x', audience: 'all' }],
      ['GET', '/admin/sysMessage/list', undefined],
      ['POST', '/admin/sysMessage/delete', { ids: [randomUUID()] }],
      ['GET', '/admin/sysMessage/users?keyword=a', undefined],
    ] as const) {
      const res = await call(t.app, method, url, { token: ann.token, body });
      expect(res.status, url).toBe(403);
    }
  });
});

describe('the message centre', () => {
  it('keeps read state per recipient; another customer can neither see nor mark it', async () => {
    const ann = await customerLogin(t);
    const bob = await customerLogin(t);
    const eve = await customerLogin(t);
    const sent = await publish({ audience: 'users', userIds: [ann.id, bob.id], messageType: 3 });
    const id = sent.body.data.id;
    const before = await unread(ann.token);
    const [entry] = (await listOf(ann.token)).list.filter((m: { id: string }) => m.id === id);
    expect(entry).toMatchObject({ status: 0, messageType: 3, html: true, content: '<p>Hello</p>' });
    // Eve tries Ann's message: no row of hers matches, nothing changes, nothing leaks.
    const evil = await call(t.app, 'POST', '/app/sysMessage/read', { token: eve.token, body: { ids: [id] } });
    expect(evil.status).toBe(200);
    expect(evil.body.data.updated).toBe(0);
    expect((await listOf(eve.token)).list.map((m: { id: string }) => m.id)).not.toContain(id);
    expect(await unread(ann.token)).toEqual(before);
    const read = await call(t.app, 'POST', '/app/sysMessage/read', { token: ann.token, body: { ids: [id] } });
    expect(read.body.data.updated).toBe(1);
    expect((await unread(ann.token)).notice).toBe(before.notice - 1);
    expect((await listOf(ann.token)).list.find((m: { id: string }) => m.id === id).status).toBe(1);
    // Bob's copy is still unread.
    expect((await listOf(bob.token)).list.find((m: { id: string }) => m.id === id).status).toBe(0);
  });

  it('marks all read (of one type or every type) and answers malformed ids with 400', async () => {
    const ann = await customerLogin(t);
    await publish({ audience: 'users', userIds: [ann.id], type: 'todo' });
    await publish({ audience: 'users', userIds: [ann.id], type: 'message' });
    const counts = await unread(ann.token);
    expect(counts.todo).toBeGreaterThan(0);
    await call(t.app, 'POST', '/app/sysMessage/readAll', { token: ann.token, body: { type: 'todo' } });
    const after = await unread(ann.token);
    expect(after.todo).toBe(0);
    expect(after.message).toBe(counts.message);
    await call(t.app, 'POST', '/app/sysMessage/readAll', { token: ann.token, body: {} });
    expect((await unread(ann.token)).total).toBe(0);
    for (const body of [{ ids: ['nope'] }, { ids: [] }, { ids: 'x' }, {}]) {
      const res = await call(t.app, 'POST', '/app/sysMessage/read', { token: ann.token, body });
      expect(res.status).toBe(400);
    }
    const bad = await call(t.app, 'GET', '/app/sysMessage/list?type=spam', { token: ann.token });
    expect(bad.status).toBe(400);
  });

  it('shows a scheduled message only once its time has come', async () => {
    const ann = await customerLogin(t);
    const at = new Date(t.clock.now().getTime() + 30 * 60_000).toISOString();
    const sent = await publish({ audience: 'users', userIds: [ann.id], publishAt: at });
    expect(sent.body.data).toMatchObject({ published: false, recipients: 0 });
    expect(await titles(ann.token)).not.toContain(sent.body.data.title);
    t.clock.advanceMinutes(31);
    expect(await titles(ann.token)).toContain(sent.body.data.title);
    const listed = await call(t.app, 'GET', '/admin/sysMessage/list', { token: admin });
    const row = listed.body.data.list.find((m: { id: string }) => m.id === sent.body.data.id);
    expect(row).toMatchObject({ published: true, recipients: 1, read: 0 });
  });

  it('delete removes a message from every recipient', async () => {
    const ann = await customerLogin(t);
    const sent = await publish({ audience: 'customers' });
    expect(await titles(ann.token)).toContain(sent.body.data.title);
    const del = await call(t.app, 'POST', '/admin/sysMessage/delete', {
      token: admin,
      body: { ids: [sent.body.data.id, randomUUID()] },
    });
    expect(del.body.data.deleted).toBe(1);
    expect(await titles(ann.token)).not.toContain(sent.body.data.title);
  });
});
