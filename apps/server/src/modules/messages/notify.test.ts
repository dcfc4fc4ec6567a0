import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { sysMessageRecipients, sysMessages } from './messages.table.ts';
import { notify } from './notify.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
const deps = () => ({ db: t.db, config: t.config, clock: t.clock.now });

describe('notify()', () => {
  it('delivers one unread event message to each known recipient, skipping unknown ids', async () => {
    const ann = await seedUser(t.db);
    const bob = await seedUser(t.db);
    await notify(deps(), {
      userIds: [ann.id, bob.id, ann.id, randomUUID(), 'not-a-uuid'],
      type: 'message',
      titleKey: 'messages.event.recharge_approved',
      params: { amount: '12.30' },
      link: '/finance/rechargePage',
    });
    const rows = await t.db
      .select({ userId: sysMessageRecipients.userId, readAt: sysMessageRecipients.readAt, m: sysMessages })
      .from(sysMessageRecipients)
      .innerJoin(sysMessages, eq(sysMessages.id, sysMessageRecipients.messageId))
      .where(eq(sysMessages.titleKey, 'messages.event.recharge_approved'));
    expect(rows.map((r) => r.userId).sort()).toEqual([ann.id, bob.id].sort());
    expect(rows.every((r) => r.readAt === null)).toBe(true);
    expect(rows[0]!.m).toMatchObject({ source: 'event', type: 'message', params: { amount: '12.30' } });
  });

  it('does nothing for no recipients and never throws', async () => {
    const before = await t.db.select().from(sysMessages);
    await notify(deps(), { userIds: [], type: 'todo', titleKey: 'x' });
    // A database failure (here: no database at all) is logged, not thrown.
    await expect(
      notify({ ...deps(), db: undefined as never }, { userIds: [randomUUID()], type: 'todo', titleKey: 'x' }),
    ).resolves.toBeUndefined();
    expect((await t.db.select().from(sysMessages)).length).toBe(before.length);
  });
});
