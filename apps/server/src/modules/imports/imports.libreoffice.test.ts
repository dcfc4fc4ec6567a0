import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { orders } from '../orders/orders.table.ts';
import { uploadImport } from './imports.fixtures.ts';

/**
 * Files written by LibreOffice Calc 7.4 (fixtures/: made from libreoffice-orders.fods by
 * `soffice --headless --convert-to xlsx` and, with Chinese headers, `--convert-to csv`): its own XML
 * (shared strings, custom date format "yyyy\-mm\-dd", booleans written as 1/0, formulas with cached values,
 * an error cell, an empty row) and its CSV export.
 */
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));

let t: TestApp;
let token: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await seedUser(t.db, { roles: ['Customer'] });
  userId = user.id;
  token = await login(t.app, user.email);
});

const EXPECTED = {
  'en-US': [
    [4, 'Recipient Name', 'Please enter the contact name'],
    [5, 'Weight', 'The cell holds the error #DIV/0!'],
    [
      7,
      'Declared Value (USD)',
      'The declared amount must be an amount of at least 0 with at most 2 decimals',
    ],
  ],
  'zh-CN': [
    [4, '收件人姓名', '请输入联系人姓名'],
    // The CSV export keeps only the error's text.
    [5, '重量', '“#DIV/0!”不是数字'],
    [7, '保价金额(USD)', '申报金额须为不小于 0 且最多两位小数的金额'],
  ],
} as const;

describe('spreadsheets written by LibreOffice', () => {
  it.each([
    ['libreoffice-orders.xlsx', 'en-US'],
    ['libreoffice-orders-zh.csv', 'zh-CN'],
  ] as const)(
    '%s: every row judged as written, the valid ones made drafts with their values',
    async (name, lang) => {
      await t.db.delete(orders).where(eq(orders.userId, userId));
      const { status, body } = await uploadImport(t, token, fixture(name), { filename: name, lang });
      expect(status).toBe(200);
      // Rows 2-5 and 7; the empty row 6 is no order.
      expect(body.data).toMatchObject({ status: 'validated', total: 5, valid: 2, invalid: 3 });
      const rows = await call(t.app, 'GET', `/app/order/import/${body.data.id}/rows?filter=invalid`, {
        token,
        lang,
      });
      type Row = { row: number; errors: { field: string; message: string }[] };
      expect(rows.body.data.list.map((r: Row) => [r.row, r.errors[0]!.field, r.errors[0]!.message])).toEqual(
        EXPECTED[lang],
      );

      const made = await call(t.app, 'POST', `/app/order/import/${body.data.id}/createDrafts`, {
        token,
        lang,
      });
      expect(made.status).toBe(200);
      const drafts = await t.db.select().from(orders).where(eq(orders.userId, userId));
      const byNo = new Map(drafts.map((o) => [o.orderNo, o]));
      expect([...byNo.keys()].sort()).toEqual(['LO-1', 'LO-2']);
      // A date cell (custom format), a boolean written as 1, a formula's cached 2.5, a ZIP stored as a number.
      expect(byNo.get('LO-1')).toMatchObject({ status: 0, shipDate: '2026-12-01' });
      expect(byNo.get('LO-1')!.toAddress).toMatchObject({ zipCode: '10118', isResidential: true });
      expect(byNo.get('LO-1')!.parcels[0]).toMatchObject({
        weight: 2.5,
        packageNum: 2,
        declaredValue: '150.00',
      });
      // A date typed as text, "yes", a number with blanks around it, an ampersand.
      expect(byNo.get('LO-2')).toMatchObject({ shipDate: '2026-12-02' });
      expect(byNo.get('LO-2')!.toAddress).toMatchObject({ personName: 'Bob & Co', isResidential: true });
      expect(byNo.get('LO-2')!.parcels[0]!.weight).toBe(4.25);
    },
  );
});
