import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Lang, login, request, type SeededUser, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { insertPlacedOrder } from '../documents/order-fixtures.testing.ts';
import { decodeBarcodes, missingToolMessage, TOOLS } from '../documents/pdf-tools.testing.ts';
import { entryNamer } from './label-bundles.ts';

let t: TestApp;
let ann: SeededUser;
let annToken: string;
let bobToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  ann = await seedUser(t.db, { roles: ['Customer'] });
  annToken = await login(t.app, ann.email);
  bobToken = await login(t.app, (await seedUser(t.db, { roles: ['Customer'] })).email);
  adminToken = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
});

const get = (url: string, token: string, lang: Lang = 'en-US') => request(t.app, 'GET', url, { token, lang });
const ids = (...orders: { id: string }[]) => orders.map((o) => o.id).join(',');

describe('merged label PDF', () => {
  it('merges the labels of the chosen orders in order, one page per parcel, every barcode readable', async (ctx) => {
    const one = await insertPlacedOrder(t.db, ann.id);
    const two = await insertPlacedOrder(t.db, ann.id, { parcels: 2 });
    const three = await insertPlacedOrder(t.db, ann.id, { labelSize: 2 });
    const res = await get(`/app/order/label/down?orderIds=${ids(one, two, three)}`, annToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="labels-\d{8}-\d{6}\.pdf"/);
    expect(res.headers['x-skipped-count']).toBe('0');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(4);
    // The letter-size label keeps its page size in the merged file.
    expect(doc.getPages().map((p) => Math.round(p.getWidth()))).toEqual([288, 288, 288, 612]);

    if (!TOOLS.poppler || !TOOLS.zbar)
      return ctx.skip(missingToolMessage(TOOLS.zbar ? 'pdftoppm' : 'zbarimg'));
    const decoded = decodeBarcodes(res.rawPayload);
    const expected = [...one.trackingNumbers, ...two.trackingNumbers, ...three.trackingNumbers];
    expect(decoded.map((page) => page.find((s) => s.startsWith('CODE-128:')))).toEqual(
      expected.map((tn) => `CODE-128:${tn}`),
    );
  });

  it('takes repeated orderIds and POST bodies alike, and names the orders it left out', async () => {
    const placed = await insertPlacedOrder(t.db, ann.id);
    const draft = await insertPlacedOrder(t.db, ann.id, { withLabel: false });
    const voided = await insertPlacedOrder(t.db, ann.id, { status: 15 });
    const res = await get(
      `/app/order/label/down?orderIds=${placed.id}&orderIds=${draft.id},${voided.id}`,
      annToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-skipped-count']).toBe('2');
    expect(res.headers['x-skipped-orders']).toBe(`${draft.orderNo},${voided.orderNo}`);
    expect(res.headers['access-control-expose-headers']).toContain('x-skipped-orders');
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(1);

    const posted = await request(t.app, 'POST', '/app/order/label/down', {
      token: annToken,
      body: { orderIds: [placed.id, draft.id] },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['x-skipped-count']).toBe('1');

    const none = await get(`/app/order/label/down?orderIds=${draft.id}`, annToken, 'zh-CN');
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ errorCode: 'bulkdocs.no_labels' });
    expect(none.json().message).toMatch(/面单/);
  });

  it("refuses the whole request when one id is another customer's or unknown; the back office takes any", async () => {
    const mine = await insertPlacedOrder(t.db, ann.id);
    for (const other of [mine.id, randomUUID()]) {
      const res = await get(`/app/order/label/down?orderIds=${other}`, bobToken);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'orders.not_found' });
    }
    const bobs = await insertPlacedOrder(t.db, (await seedUser(t.db, { roles: ['Customer'] })).id);
    expect((await get(`/app/order/label/downZip?orderIds=${ids(mine, bobs)}`, annToken)).statusCode).toBe(
      404,
    );
    const admin = await get(`/admin/order/label/down?orderIds=${ids(mine, bobs)}`, adminToken);
    expect(admin.statusCode).toBe(200);
    expect((await PDFDocument.load(admin.rawPayload)).getPageCount()).toBe(2);
    expect((await get(`/admin/order/label/down?orderIds=${mine.id}`, annToken)).statusCode).toBe(403);
  });

  it("selects by the list's filters when no ids are given, the customer's own orders only", async () => {
    const customer = await seedUser(t.db, { roles: ['Customer'] });
    const token = await login(t.app, customer.email);
    const placed = await insertPlacedOrder(t.db, customer.id, { orderNo: 'FILTER-A' });
    await insertPlacedOrder(t.db, customer.id, { orderNo: 'FILTER-B', withLabel: false });
    await insertPlacedOrder(t.db, ann.id, { orderNo: 'FILTER-C' });
    const res = await get('/app/order/label/downZip?view=transported', token);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(unzipSync(res.rawPayload))).toEqual([`${placed.orderNo}.pdf`]);
    const keyword = await get('/app/order/label/down?keyword=filter-b', token);
    expect(keyword.statusCode).toBe(422);
  });
});

describe('label zip', () => {
  it('stores one PDF per order named by order number or by first tracking number', async () => {
    const one = await insertPlacedOrder(t.db, ann.id);
    const two = await insertPlacedOrder(t.db, ann.id, { parcels: 2 });
    const byOrder = await get(`/app/order/label/downZip?orderIds=${ids(one, two)}`, annToken);
    expect(byOrder.statusCode).toBe(200);
    expect(byOrder.headers['content-type']).toBe('application/zip');
    expect(byOrder.headers['content-disposition']).toMatch(/filename="labels-\d{8}-\d{6}\.zip"/);
    const entries = unzipSync(byOrder.rawPayload);
    expect(Object.keys(entries)).toEqual([`${one.orderNo}.pdf`, `${two.orderNo}.pdf`]);
    expect((await PDFDocument.load(entries[`${two.orderNo}.pdf`]!)).getPageCount()).toBe(2);

    const byTracking = await get(
      `/app/order/label/downZip?orderIds=${ids(one, two)}&naming=trackingNo`,
      annToken,
    );
    expect(Object.keys(unzipSync(byTracking.rawPayload))).toEqual([
      `${one.trackingNumbers[0]}.pdf`,
      `${two.trackingNumbers[0]}.pdf`,
    ]);
    expect((await get(`/app/order/label/downZip?orderIds=${one.id}&naming=other`, annToken)).statusCode).toBe(
      400,
    );
  });

  it('gives repeated names a suffix (two customers with one order number in a back-office zip)', async () => {
    const name = entryNamer('orderNo');
    expect([name({ orderNo: 'A1', trackingNo: '' }), name({ orderNo: 'a1', trackingNo: '' })]).toEqual([
      'A1.pdf',
      'a1-2.pdf',
    ]);
    expect(name({ orderNo: 'x/y:z', trackingNo: '' })).toBe('x_y_z.pdf');
    expect(entryNamer('trackingNo')({ orderNo: 'NO-TRACKING', trackingNo: '' })).toBe('NO-TRACKING.pdf');

    const other = await seedUser(t.db, { roles: ['Customer'] });
    const a = await insertPlacedOrder(t.db, ann.id, { orderNo: 'SAME-NO-1' });
    const b = await insertPlacedOrder(t.db, other.id, { orderNo: 'SAME-NO-1' });
    const res = await get(`/admin/order/label/downZip?orderIds=${ids(a, b)}`, adminToken);
    expect(Object.keys(unzipSync(res.rawPayload))).toEqual(['SAME-NO-1.pdf', 'SAME-NO-1-2.pdf']);
  });
});
