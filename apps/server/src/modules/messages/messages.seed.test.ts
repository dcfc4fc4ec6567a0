import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, customerLogin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { seedDemoMessages, WELCOME_TITLE } from './messages.seed.ts';
import { sysMessages } from './messages.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('demo messages seed', () => {
  it('gives customers a welcome notice and the demo customer a to-do, once', async () => {
    const ann = await customerLogin(t);
    expect(await seedDemoMessages(t.db, ann.email)).toBe(true);
    expect(await seedDemoMessages(t.db, ann.email)).toBe(false);
    expect(await t.db.$count(sysMessages, eq(sysMessages.title, WELCOME_TITLE))).toBe(1);
    const unread = await call(t.app, 'GET', '/app/sysMessage/unread', { token: ann.token });
    expect(unread.body.data).toMatchObject({ notice: 1, todo: 1, total: 2 });
    const todo = await call(t.app, 'GET', '/app/sysMessage/list?type=todo', {
      token: ann.token,
      lang: 'zh-CN',
    });
    expect(todo.body.data.list[0]).toMatchObject({ title: '完善您的资料', link: '/settings/account' });
  });
});
