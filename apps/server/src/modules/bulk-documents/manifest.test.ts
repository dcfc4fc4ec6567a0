import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerLogin, type Lang, request, type SeededUser } from '../../db/testing/fixtures.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { type FixtureOptions, insertPlacedOrder } from '../documents/order-fixtures.testing.ts';
import { decodeBarcodes, missingToolMessage, pdfText, TOOLS } from '../documents/pdf-tools.testing.ts';
import { manifests } from '../manifests/manifests.table.ts';
import { orders } from '../orders/orders.table.ts';
import { type ChannelGround, manifestWorld, placedOn as placedOnChannel } from './manifest.fixtures.ts';

let t: TestApp;
let ann: SeededUser;
let annToken: string;
let bobToken: string;
let channelA: ChannelGround;
let channelB: ChannelGround;
beforeAll(async () => {
  ({ t, customer: ann, token: annToken, channelA, channelB } = await manifestWorld('Manifest'));
  bobToken = (await customerLogin(t)).token;
});

const placedOn = (channel: ChannelGround, o: FixtureOptions = {}) => placedOnChannel(t, ann.id, channel, o);

const create = (query: string, token = annToken, lang: Lang = 'en-US') =>
  request(t.app, 'GET', `/app/order/createManifest?${query}`, { token, lang });

describe('manifest (end-of-day form)', () => {
  it('lists every parcel of one channel and ship date with barcodes, stores it and puts the orders on it', async (ctx) => {
    const one = await placedOn(channelA);
    const two = await placedOn(channelA, { parcels: 2 });
    const res = await create(`orderIds=${one.id},${two.id}&channelId=${channelA.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const manifestNo = String(res.headers['x-manifest-no']);
    expect(manifestNo).toMatch(/^MF20261123[A-Z2-9]{6}$/);
    expect(res.headers['content-disposition']).toContain(`filename="${manifestNo}.pdf"`);

    const [row] = await t.db.select().from(manifests).where(eq(manifests.manifestNo, manifestNo));
    expect(row).toMatchObject({
      userId: ann.id,
      channelId: channelA.id,
      shipDate: '2026-11-23',
      orderCount: 2,
      parcelCount: 3,
    });
    expect(row!.carrierManifestId).toMatch(/^SBXM-/);
    const onIt = await t.db
      .select({ m: orders.manifestId })
      .from(orders)
      .where(inArray(orders.id, [one.id, two.id]));
    expect(onIt.map((o) => o.m)).toEqual([row!.id, row!.id]);

    const list = await request(t.app, 'GET', '/app/order/manifests', { token: annToken });
    expect(list.json().data.list[0]).toMatchObject({
      manifestNo,
      orderCount: 2,
      parcelCount: 3,
      shipDate: '2026-11-23',
    });
    const again = await request(t.app, 'GET', `/app/order/manifests/${row!.id}/down`, { token: annToken });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    const stranger = await request(t.app, 'GET', `/app/order/manifests/${row!.id}/down`, { token: bobToken });
    expect(stranger.statusCode).toBe(404);

    if (!TOOLS.poppler || !TOOLS.zbar)
      return ctx.skip(missingToolMessage(TOOLS.zbar ? 'pdftoppm' : 'zbarimg'));
    const text = pdfText(res.rawPayload);
    expect(text).toContain('END OF DAY MANIFEST');
    expect(text).toContain('Parcels: 3');
    const symbols = decodeBarcodes(res.rawPayload).flat();
    for (const code of [manifestNo, ...one.trackingNumbers, ...two.trackingNumbers]) {
      expect(symbols).toContain(`CODE-128:${code}`);
    }
  });

  it('refuses an order already on a manifest with 409 naming that manifest, in both languages', async () => {
    const order = await placedOn(channelA);
    const first = await create(`orderIds=${order.id}`);
    expect(first.statusCode).toBe(200);
    const manifestNo = String(first.headers['x-manifest-no']);
    const fresh = await placedOn(channelA);
    const en = await create(`orderIds=${fresh.id},${order.id}`);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({ errorCode: 'bulkdocs.manifest.already_on' });
    expect(en.json().message).toBe(`Order ${order.orderNo} is already on manifest ${manifestNo}`);
    const zh = await create(`orderIds=${order.id}`, annToken, 'zh-CN');
    expect(zh.json().message).toBe(`订单 ${order.orderNo} 已在交接单 ${manifestNo} 上`);
    // Nothing of the refused request was kept: the fresh order is still free.
    const [row] = await t.db.select({ m: orders.manifestId }).from(orders).where(eq(orders.id, fresh.id));
    expect(row!.m).toBeNull();
  });

  it('refuses mixed channels, another channel than asked, unplaced orders and mixed ship dates', async () => {
    const a = await placedOn(channelA);
    const b = await placedOn(channelB);
    const mixed = await create(`orderIds=${a.id},${b.id}`);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json()).toMatchObject({ errorCode: 'bulkdocs.manifest.mixed_channels' });
    expect((await create(`orderIds=${a.id}&channelId=${channelB.id}`)).json()).toMatchObject({
      errorCode: 'bulkdocs.manifest.wrong_channel',
    });
    const draft = await insertPlacedOrder(t.db, ann.id, { withLabel: false });
    expect((await create(`orderIds=${draft.id}`)).json()).toMatchObject({
      errorCode: 'bulkdocs.manifest.not_placed',
    });
    const later = await placedOn(channelA);
    await t.db.update(orders).set({ shipDate: '2026-11-24' }).where(eq(orders.id, later.id));
    expect((await create(`orderIds=${a.id},${later.id}`)).json()).toMatchObject({
      errorCode: 'bulkdocs.manifest.mixed_dates',
    });
    expect((await create(`orderIds=${a.id}&shipDate=2026-11-25`)).json()).toMatchObject({
      errorCode: 'bulkdocs.manifest.mixed_dates',
    });
    // No selection means every filtered order (manifest-filtered.test.ts): here of two channels.
    expect((await create('orderIds=')).json()).toMatchObject({
      errorCode: 'bulkdocs.manifest.filter_channels',
    });
    const left = await t.db.select().from(manifests).where(eq(manifests.userId, ann.id));
    const onNone = await t.db
      .select({ m: orders.manifestId })
      .from(orders)
      .where(inArray(orders.id, [a.id, b.id, later.id]));
    expect(onNone.every((o) => o.m === null)).toBe(true);
    expect(left.every((m) => m.orderCount > 0)).toBe(true);
  });

  it("reads another customer's order as not found and creates nothing", async () => {
    const annsOrder = await placedOn(channelA);
    const before = await t.db.select({ id: manifests.id }).from(manifests);
    const res = await create(`orderIds=${annsOrder.id}`, bobToken);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'orders.not_found' });
    expect(await t.db.select({ id: manifests.id }).from(manifests)).toHaveLength(before.length);
    const [row] = await t.db.select({ m: orders.manifestId }).from(orders).where(eq(orders.id, annsOrder.id));
    expect(row!.m).toBeNull();
  });
});
