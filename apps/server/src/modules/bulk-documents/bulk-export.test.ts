import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Lang, login, request, type SeededUser, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { wallClock } from '../../lib/business-time.ts';
import { insertPlacedOrder } from '../documents/order-fixtures.testing.ts';
import { orders } from '../orders/orders.table.ts';

let t: TestApp;
let ann: SeededUser;
let annToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  ann = await seedUser(t.db, { roles: ['Customer'] });
  annToken = await login(t.app, ann.email);
  adminToken = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
});

const get = (url: string, token: string, lang: Lang = 'en-US') => request(t.app, 'GET', url, { token, lang });

async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  // Text is written as inline strings (one rich-text run each): compare their plain text.
  const plain = (v: ExcelJS.CellValue) =>
    v && typeof v === 'object' && 'richText' in v ? v.richText.map((r) => r.text).join('') : v;
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1).map(plain)));
  return { name: sheet.name, rows, sheet };
}

describe('order export (xlsx)', () => {
  it("writes the list's columns with headers and statuses in the caller's language, money as 2-decimal numbers", async () => {
    const placed = await insertPlacedOrder(t.db, ann.id, { orderNo: 'EXP-1' });
    await t.db
      .update(orders)
      .set({ rateMinor: 1234n, depositMinor: 10_000n })
      .where(eq(orders.id, placed.id));
    const draft = await insertPlacedOrder(t.db, ann.id, { orderNo: '=EXP-2', withLabel: false });
    const url = `/app/order/order/down?orderIds=${placed.id},${draft.id}`;

    const en = await get(url, annToken);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-disposition']).toMatch(/filename="orders-\d{8}-\d{6}\.xlsx"/);
    const english = await sheetOf(en.rawPayload);
    expect(english.name).toBe('Orders');
    expect(english.rows[0]).toEqual([
      'Order no.',
      'Tracking number',
      'Service',
      'Currency',
      'Rate',
      'Temporary deposit',
      'Recipient name',
      'Recipient ZIP',
      'Recipient address',
      'Sender name',
      'Sender ZIP',
      'Sender address',
      'Reference 1',
      'Reference 2',
      'Reject reason',
      'Batch no.',
      'Label created',
      'Draft created',
      'Status',
    ]);
    const [first, second] = [english.rows[1]!, english.rows[2]!];
    expect(first.slice(0, 6)).toEqual(['EXP-1', placed.trackingNo, 'Sandbox Ground', 'USD', 12.34, 100]);
    expect(first[8]).toBe('350 Fifth Ave, Ste 3300, New York, NY, US');
    expect(first[18]).toBe('Order placed successfully');
    // The label time as the business time zone's wall clock.
    expect(first[16]).toEqual(wallClock(placed.labelCreatedAt!, t.config.businessTz));
    expect(english.sheet.getCell('E2').numFmt).toBe('#,##0.00');
    expect(typeof english.sheet.getCell('E2').value).toBe('number');
    // A cell that starts like a formula stays text (a string cell, no apostrophe); no rate yet is empty.
    expect(second[0]).toBe('=EXP-2');
    expect(second[4] ?? null).toBeNull();
    expect(second[18]).toBe('Draft');

    const zh = await sheetOf((await get(url, annToken, 'zh-CN')).rawPayload);
    expect(zh.name).toBe('订单');
    expect(zh.rows[0]!.slice(0, 5)).toEqual(['订单号', '跟踪号', '服务', '币种', '运费']);
    expect(zh.rows[1]![18]).toBe('下单成功');
    expect(zh.rows[2]![18]).toBe('草稿');
  });

  it("exports the filtered list without ids; the back office adds the customer's e-mail", async () => {
    const customer = await seedUser(t.db, { roles: ['Customer'] });
    const token = await login(t.app, customer.email);
    await insertPlacedOrder(t.db, customer.id, { orderNo: 'EXP-DRAFT', withLabel: false });
    await insertPlacedOrder(t.db, customer.id, { orderNo: 'EXP-PLACED' });
    const drafts = await sheetOf((await get('/app/order/order/down?view=draft', token)).rawPayload);
    expect(drafts.rows.slice(1).map((r) => r[0])).toEqual(['EXP-DRAFT']);
    const all = await sheetOf((await get('/app/order/order/down', token)).rawPayload);
    expect(all.rows.slice(1).map((r) => r[0])).toEqual(['EXP-PLACED', 'EXP-DRAFT']);

    const admin = await sheetOf(
      (await get(`/admin/order/order/down?userId=${customer.id}&view=transported`, adminToken)).rawPayload,
    );
    expect(admin.rows[0]!.slice(0, 2)).toEqual(['Order no.', 'Customer e-mail']);
    expect(admin.rows[1]!.slice(0, 2)).toEqual(['EXP-PLACED', customer.email]);
    expect((await get('/admin/order/order/down', token)).statusCode).toBe(403);
  });
});
