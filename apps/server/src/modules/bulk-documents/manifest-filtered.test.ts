import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Lang, request, type SeededUser } from '../../db/testing/fixtures.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { manifests } from '../manifests/manifests.table.ts';
import { orders } from '../orders/orders.table.ts';
import { type ChannelGround, manifestWorld, placedOn as placedOnChannel } from './manifest.fixtures.ts';

let t: TestApp;
let carol: SeededUser;
let token: string;
let channelA: ChannelGround;
let channelB: ChannelGround;
beforeAll(async () => {
  ({ t, customer: carol, token, channelA, channelB } = await manifestWorld('Filtered'));
});

const placedOn = (channel: ChannelGround, status?: number) =>
  placedOnChannel(t, carol.id, channel, status === undefined ? {} : { status });

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
