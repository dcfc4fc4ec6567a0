import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Lang, login, request, type SeededUser, seedUser } from '../../db/testing/fixtures.ts';
import { createSandboxChannel } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { insertPlacedOrder } from '../documents/order-fixtures.testing.ts';
import { manifests } from '../manifests/manifests.table.ts';
import { orders } from '../orders/orders.table.ts';

let t: TestApp;
let carol: SeededUser;
let token: string;
let channelA: { id: string; ground: string };
let channelB: { id: string; ground: string };
beforeAll(async () => {
  t = await createTestApp();
  carol = await seedUser(t.db, { roles: ['Customer'] });
  token = await login(t.app, carol.email);
  const admin = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
  const channel = async (name: string) => {
    const made = await createSandboxChannel(t.app, admin, name);
    return { id: made.id, ground: made.services.find((s) => s.code === 'ground')!.id };
  };
  channelA = await channel(`Filtered A ${randomUUID()}`);
  channelB = await channel(`Filtered B ${randomUUID()}`);
});

async function placedOn(channel: { id: string; ground: string }, status?: number) {
  const order = await insertPlacedOrder(t.db, carol.id, status === undefined ? {} : { status });
  const [row] = await t.db
    .update(orders)
    .set({ channelId: channel.id, serviceId: channel.ground })
    .where(eq(orders.id, order.id))
    .returning();
  return row!;
}

const create = (query: string, lang: Lang = 'en-US') =>
  request(t.app, 'GET', `/app/order/createManifest?${query}`, { token, lang });

describe('manifest of all filtered orders (no selection)', () => {
  it("takes the in-transit list's filtered orders not on a manifest yet; several channels ask for the channel filter", async () => {
    const done = await placedOn(channelA);
    expect((await create(`orderIds=${done.id}`)).statusCode).toBe(200);
    const a1 = await placedOn(channelA);
    const a2 = await placedOn(channelA);
    const b1 = await placedOn(channelB);
    await placedOn(channelA, 3); // delivered: not in the in-transit list

    const mixed = await create('view=transported', 'zh-CN');
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json()).toMatchObject({ errorCode: 'bulkdocs.manifest.filter_channels' });
    expect(mixed.json().message).toContain('渠道');

    const res = await create(`view=transported&channelId=${channelA.id}`);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(manifests)
      .where(eq(manifests.manifestNo, String(res.headers['x-manifest-no'])));
    expect(row).toMatchObject({ channelId: channelA.id, orderCount: 2 });
    const on = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.manifestId, row!.id));
    expect(on.map((o) => o.id).sort()).toEqual([a1.id, a2.id].sort());

    const again = await create(`view=transported&channelId=${channelA.id}`);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errorCode: 'bulkdocs.manifest.none_filtered' });
    // Channel B alone: the only order left takes its own manifest.
    const onlyB = await create(`channelId=${channelB.id}`);
    expect(onlyB.statusCode).toBe(200);
    const [bRow] = await t.db.select().from(orders).where(eq(orders.id, b1.id));
    expect(bRow!.manifestId).not.toBeNull();
  });
});
