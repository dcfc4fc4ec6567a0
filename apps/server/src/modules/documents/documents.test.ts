import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Lang, login, request, type SeededUser, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { blobs } from '../files/blobs.table.ts';
import { orders } from '../orders/orders.table.ts';
import { ensureLabelPdf } from './label-store.ts';
import { insertPlacedOrder } from './order-fixtures.testing.ts';
import { decodeBarcodes, missingToolMessage, TOOLS } from './pdf-tools.testing.ts';

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

describe('label download', () => {
  it('sends the PDF as an attachment named after the order, stores it once and serves the stored bytes', async (ctx) => {
    const order = await insertPlacedOrder(t.db, ann.id, { parcels: 2 });
    const first = await get(`/app/order/label/down?orderId=${order.id}`, annToken);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain(`attachment; filename="${order.orderNo}.pdf"`);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const [stored] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.labelBlobId).toBeTruthy();
    const [blob] = await t.db.select().from(blobs).where(eq(blobs.id, stored!.labelBlobId!));
    expect(blob).toMatchObject({ ownerId: ann.id, kind: 'label', mimeType: 'application/pdf' });

    const again = await get(`/app/order/label/down?orderId=${order.id}`, annToken);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const admin = await get(`/admin/order/label/down?orderId=${order.id}`, adminToken);
    expect(admin.statusCode).toBe(200);
    expect(admin.rawPayload.equals(first.rawPayload)).toBe(true);
    const count = await t.db.select({ id: blobs.id }).from(blobs).where(eq(blobs.kind, 'label'));
    expect(count.filter((b) => b.id === stored!.labelBlobId)).toHaveLength(1);

    if (!TOOLS.poppler || !TOOLS.zbar)
      return ctx.skip(missingToolMessage(TOOLS.zbar ? 'pdftoppm' : 'zbarimg'));
    const decoded = decodeBarcodes(first.rawPayload);
    expect(decoded.map((page) => page.find((s) => s.startsWith('CODE-128:')))).toEqual(
      order.trackingNumbers.map((tn) => `CODE-128:${tn}`),
    );
  });

  it("reads another customer's order, and an unknown one, as not found; the back office reads any", async () => {
    const order = await insertPlacedOrder(t.db, ann.id);
    for (const id of [order.id, randomUUID()]) {
      const res = await get(`/app/order/label/down?orderId=${id}`, bobToken);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, errorCode: 'orders.not_found' });
    }
    expect((await get(`/app/order/label/down?orderId=not-a-uuid`, annToken)).statusCode).toBe(400);
    // A customer does not hold the back office's orderList resource.
    expect((await get(`/admin/order/label/down?orderId=${order.id}`, annToken)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/app/order/label/down?orderId=${order.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses orders without a live label with 422 documents.no_label, in the caller language', async () => {
    const draft = await insertPlacedOrder(t.db, ann.id, { withLabel: false });
    const res = await get(`/app/order/label/down?orderId=${draft.id}`, annToken, 'zh-CN');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, errorCode: 'documents.no_label' });
    expect(res.json().message).toMatch(/面单/);
    // A cancelled (refunded) order keeps its label data but must not be printed again.
    const cancelled = await insertPlacedOrder(t.db, ann.id, { status: 4 });
    expect((await get(`/admin/order/label/down?orderId=${cancelled.id}`, adminToken)).statusCode).toBe(422);
    await expect(ensureLabelPdf({ db: t.db }, draft)).rejects.toMatchObject({
      errorCode: 'documents.no_label',
    });
  });

  it('gives placement the stored PDF and its blob id (the call placement makes after a label is bought)', async () => {
    const order = await insertPlacedOrder(t.db, ann.id, { labelSize: 2 });
    const made = await ensureLabelPdf({ db: t.db }, order);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.labelBlobId).toBe(made.blobId);
    const again = await ensureLabelPdf({ db: t.db }, row!);
    expect(again).toEqual(made);
    // Two concurrent first renderings of one order settle on one stored PDF.
    const fresh = await insertPlacedOrder(t.db, ann.id);
    const [a, b] = await Promise.all([
      ensureLabelPdf({ db: t.db }, fresh),
      ensureLabelPdf({ db: t.db }, fresh),
    ]);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, fresh.id));
    expect([a.blobId, b.blobId]).toEqual([after!.labelBlobId, after!.labelBlobId]);
  });
});

describe('commercial invoice download', () => {
  it('sends the invoice of an international order as <orderNo>-invoice.pdf, to its owner and the back office', async () => {
    const order = await insertPlacedOrder(t.db, ann.id, { international: true });
    const res = await get(`/app/order/invoice/down?orderId=${order.id}`, annToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="${order.orderNo}-invoice.pdf"`);
    expect((await get(`/admin/order/invoice/down?orderId=${order.id}`, adminToken)).statusCode).toBe(200);
    expect((await get(`/app/order/invoice/down?orderId=${order.id}`, bobToken)).statusCode).toBe(404);
  });

  it('refuses a domestic order with 422 documents.not_international', async () => {
    const order = await insertPlacedOrder(t.db, ann.id);
    const res = await get(`/app/order/invoice/down?orderId=${order.id}`, annToken);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: 'documents.not_international' });
  });
});
