import { randomUUID } from 'node:crypto';
import { IMPORT_COLUMNS } from '@shiplabel/shared';
import { and, eq, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Lang, login, request, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { insertPlacedOrder } from '../documents/order-fixtures.testing.ts';
import { uploadImport } from '../imports/imports.fixtures.ts';
import { FORM as BASE_FORM } from '../orders/order-form.fixtures.ts';
import { orders } from '../orders/orders.table.ts';

let t: TestApp;
let annId: string;
let annToken: string;
let bobToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const ann = await seedUser(t.db, { roles: ['Customer'] });
  annId = ann.id;
  annToken = await login(t.app, ann.email);
  bobToken = await login(t.app, (await seedUser(t.db, { roles: ['Customer'] })).email);
});

/** The standard form with every cell the template holds filled, and a ZIP code with a leading zero. */
const FORM = {
  ...BASE_FORM,
  reference: 'PO-77',
  remark: 'fragile',
  from: { ...BASE_FORM.from, company: 'Acme', phone: '213-555-0100' },
  to: { ...BASE_FORM.to, addressLine2: 'Fl 3', zipCode: '01001', isResidential: true },
  parcels: [{ weight: 2.5, length: 10, width: 8, height: 6, packageNum: 2, declaredValue: '120.50' }],
  items: [
    { description: 'Mug', quantity: 3, declaredValue: '19.99', hsCode: '6912.00', countryOfOrigin: 'CN' },
  ],
};

const saveDraft = async (body: object = FORM, token = annToken) => {
  const res = await call(t.app, 'POST', '/app/order/draft', { token, body });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; orderNo: string };
};
const download = (query: string, token = annToken, lang: Lang = 'en-US') =>
  request(t.app, 'GET', `/app/order/label/downSaveOrderTo${query}`, { token, lang });

async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('GET/POST /app/order/label/downSaveOrderTo', () => {
  it('sends the chosen drafts in the import template columns and language; edited, they import back', async () => {
    const a = await saveDraft();
    const b = await saveDraft({ ...FORM, reference: 'PO-78', items: [] });
    const res = await download(`?orderIds=${a.id},${b.id}`, annToken, 'zh-CN');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="drafts-\d{8}-\d{6}\.xlsx"/);
    const sheet = await sheetOf(res.rawPayload);
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers).toEqual(IMPORT_COLUMNS.map((c) => c.header['zh-CN']));
    expect(sheet.rowCount).toBe(3);
    const col = (key: string) => IMPORT_COLUMNS.findIndex((c) => c.key === key) + 1;
    expect(sheet.getRow(2).getCell(col('recipientZip')).value).toBe('01001');
    expect(sheet.getRow(2).getCell(col('residential')).value).toBe('是');
    expect(sheet.getRow(2).getCell(col('declaredValue')).value).toBe(120.5);

    // The user edits the file (a new recipient name on the first row) and imports it.
    sheet.getRow(2).getCell(col('recipientName')).value = 'Carol Edited';
    const edited = Buffer.from(await sheet.workbook.xlsx.writeBuffer());
    const uploaded = await uploadImport(t, annToken, edited, { lang: 'zh-CN' });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data).toMatchObject({ status: 'validated', total: 2, valid: 2, invalid: 0 });
    const created = await call(t.app, 'POST', `/app/order/import/${uploaded.body.data.id}/createDrafts`, {
      token: annToken,
    });
    expect(created.status).toBe(200);

    const drafts = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, annId), eq(orders.reference, 'PO-77'), ne(orders.id, a.id)));
    expect(drafts).toHaveLength(1);
    const [copy] = drafts;
    const [original] = await t.db.select().from(orders).where(eq(orders.id, a.id));
    expect(copy!.status).toBe(0);
    expect(copy!.toAddress).toEqual({ ...original!.toAddress, personName: 'Carol Edited' });
    expect(copy!.fromAddress).toEqual(original!.fromAddress);
    expect(copy!.parcels[0]).toMatchObject({
      weight: 2.5,
      length: 10,
      packageNum: 2,
      declaredValue: '120.50',
    });
    expect(copy!.items).toEqual(original!.items);
    expect(copy!.remark).toBe('fragile');
  });

  it('without ids: the drafts of the list filters only; POST takes the same fields as a body', async () => {
    const mine = await saveDraft({ ...FORM, reference: 'FILTER-ME' });
    await insertPlacedOrder(t.db, annId, { orderNo: 'PLACEDX1' });
    const res = await download('?keyword=FILTER-ME');
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.rowCount).toBe(2);
    const post = await request(t.app, 'POST', '/app/order/label/downSaveOrderTo', {
      token: annToken,
      body: { orderIds: [mine.id] },
    });
    expect(post.statusCode).toBe(200);
    expect((await sheetOf(post.rawPayload)).rowCount).toBe(2);
  });

  it('refuses orders that are not drafts (422), others’ orders as unknown (404), and an empty choice', async () => {
    const placed = await insertPlacedOrder(t.db, annId);
    const notDraft = await download(`?orderIds=${placed.id}`, annToken, 'zh-CN');
    expect(notDraft.statusCode).toBe(422);
    expect(notDraft.json()).toMatchObject({ errorCode: 'bulkdocs.not_a_draft' });
    expect(notDraft.json().message).toContain(placed.orderNo);
    const mine = await saveDraft();
    expect((await download(`?orderIds=${mine.id}`, bobToken)).statusCode).toBe(404);
    expect((await download(`?orderIds=${randomUUID()}`)).statusCode).toBe(404);
    const none = await download('?keyword=NOTHING-MATCHES-THIS');
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ errorCode: 'bulkdocs.no_drafts' });
  });
});
