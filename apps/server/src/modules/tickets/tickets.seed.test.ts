import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, login } from '../../db/testing/fixtures.ts';
import { createTestApp } from '../../db/testing/test-app.ts';
import { runSeed } from '../seed/seed.ts';
import { users } from '../users/users.table.ts';
import { tickets } from './tickets.table.ts';

describe('demo work orders', () => {
  it('seeds two tickets of the demo customer once, one answered by staff with a note the customer does not see', async () => {
    const t = await createTestApp();
    const demo = { demoData: true, adminEmail: undefined, adminPassword: undefined };
    await runSeed(t.db, demo);
    await runSeed(t.db, demo);
    const [customer] = await t.db.select().from(users).where(eq(users.email, 'customer@example.com'));
    expect(await t.db.$count(tickets, eq(tickets.customerId, customer!.id))).toBe(2);

    const token = await login(t.app, 'customer@example.com');
    const list = (await call(t.app, 'GET', '/app/workOrder/list', { token })).body.data.list;
    expect(list.map((x: { lastReplySide: string }) => x.lastReplySide).sort()).toEqual(['customer', 'staff']);
    const answered = list.find((x: { lastReplySide: string }) => x.lastReplySide === 'staff');
    const detail = (await call(t.app, 'GET', `/app/workOrder/detail/${answered.id}`, { token })).body.data;
    expect(detail.replies).toHaveLength(1);
    expect(detail.replies[0]).toMatchObject({ side: 'staff', internal: false, authorName: '' });
    expect(JSON.stringify(detail)).not.toContain('staff@example.com');

    const staff = await login(t.app, 'staff@example.com');
    const full = (await call(t.app, 'GET', `/admin/workOrder/detail/${answered.id}`, { token: staff })).body
      .data;
    expect(full.replies.map((r: { internal: boolean }) => r.internal)).toEqual([true, false]);
    expect(full.replies[1].authorName).toBe('staff@example.com');
    const queue = (await call(t.app, 'GET', '/admin/workOrder/list?unansweredHours=4', { token: staff })).body
      .data;
    expect(queue.list.map((x: { type: string }) => x.type)).toEqual(['billing']);
  });
});
