import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Lang } from '../../db/testing/fixtures.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { fundedWorld } from '../orders/funded-world.fixtures.ts';
import { orderEvents, trackingEvents } from '../orders/orders.table.ts';
import { type Customer, draft } from '../orders/placement.fixtures.ts';

let t: TestApp;
let ann: Customer;
let ground: string;

beforeAll(async () => {
  ({ t, alice: ann, ground } = await fundedWorld({ ground: { trackingHoursPerStep: 0 } }));
});

interface Detail {
  trackingNo: string;
  events: { kind: string; message: string }[];
  tracking: { description: string }[];
}
const detail = async (id: string, lang: Lang) =>
  (await call(t.app, 'GET', `/app/order/orders/${id}`, { token: ann.token, lang })).body.data as Detail;
const messageOf = (d: Detail, kind: string) => d.events.find((e) => e.kind === kind)?.message;

async function placedInChinese() {
  const id = await draft(t, ann.id);
  const res = await call(t.app, 'POST', '/app/order/label/create', {
    token: ann.token,
    body: { orderId: id, serviceId: ground },
    lang: 'zh-CN',
  });
  expect(res.status).toBe(200);
  return id;
}

describe('order history in the reader’s language', () => {
  it('an order placed in zh-CN reads "Transmitting to Sandbox Express" in English, and 沙箱快递 in Chinese', async () => {
    const id = await placedInChinese();
    expect(messageOf(await detail(id, 'en-US'), 'transmitting')).toBe('Transmitting to Sandbox Express');
    expect(messageOf(await detail(id, 'zh-CN'), 'transmitting')).toBe('正在传输至 沙箱快递');
  });

  it("our carriers' tracking events read in the reader's language, in the detail and the logistics query", async () => {
    const id = await placedInChinese();
    t.clock.advanceSeconds(60);
    const { trackingNo } = await detail(id, 'en-US');
    const track = (lang: Lang) =>
      call(t.app, 'POST', '/app/track/getTrackInfo', {
        token: ann.token,
        body: { trackingNumbers: [trackingNo] },
        lang,
      });
    const en = (await track('en-US')).body.data[0].events.map((e: { description: string }) => e.description);
    expect(en).toContain('Shipping label created, information received');
    expect(en).toContain('Delivered');
    const zh = (await track('zh-CN')).body.data[0].events.map((e: { description: string }) => e.description);
    expect(zh).toContain('已创建运单，已收到信息');
    expect(zh).toContain('已签收');
    expect((await detail(id, 'zh-CN')).tracking.map((e) => e.description)).toContain('已签收');
    // A real carrier's text is shown as the carrier wrote it.
    await t.db.insert(trackingEvents).values({
      orderId: id,
      trackingNumber: trackingNo,
      status: 7,
      description: 'Held at customs',
      time: new Date(t.clock.now().getTime() + 1000),
    });
    expect((await detail(id, 'zh-CN')).tracking.map((e) => e.description)).toContain('Held at customs');
  });

  it('rows written before keys (carrier names, English texts) display in the reader’s language once migrated', async () => {
    const id = await placedInChinese();
    const { trackingNo } = await detail(id, 'en-US');
    await t.db.delete(trackingEvents).where(sql`${trackingEvents.orderId} = ${id}`);
    await t.db.execute(
      sql`update ${orderEvents} set params = ${JSON.stringify({ carrier: '沙箱快递', previous: 0 })}::jsonb where order_id = ${id} and kind = 'transmitting'`,
    );
    await t.db.insert(trackingEvents).values({
      orderId: id,
      trackingNumber: trackingNo,
      status: 2,
      description: 'Picked up, in transit',
      time: new Date(),
    });
    const file = join(import.meta.dirname, '../../db/migrations/0013_order_texts_by_key.sql');
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    const en = await detail(id, 'en-US');
    expect(messageOf(en, 'transmitting')).toBe('Transmitting to Sandbox Express');
    expect(en.tracking.map((e) => e.description)).toEqual(['Picked up, in transit']);
    expect((await detail(id, 'zh-CN')).tracking.map((e) => e.description)).toEqual(['已揽收，运输中']);
  });
});
