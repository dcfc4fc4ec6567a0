import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { XLSX_ZIP_LIMITS, zipEntries } from '../../lib/spreadsheet/zip-entries.ts';
import { headersOf, rowsOf, uploadImport, validRow, xlsxOf } from './imports.fixtures.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const ann = await seedUser(t.db, { roles: ['Customer'] });
  token = await login(t.app, ann.email);
});

const invalidRows = async (id: string, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  (await call(t.app, 'GET', `/app/order/import/${id}/rows?filter=invalid`, { token, lang })).body.data
    .list as {
    row: number;
    errors: { field: string; message: string }[];
  }[];

describe('import cells', () => {
  it('reports a formula whose cached value is empty on its cell instead of reading the default (1)', async () => {
    const file = await xlsxOf(
      headersOf('en-US'),
      rowsOf(2, undefined, (i) =>
        validRow(i, i === 2 ? { packageCount: { formula: 'IF(A1="x",3,"")', result: '' } } : {}),
      ),
    );
    const { body } = await uploadImport(t, token, file);
    expect(body.data).toMatchObject({ total: 2, valid: 1, invalid: 1 });
    const [bad] = await invalidRows(body.data.id);
    expect(bad!.row).toBe(3);
    expect(bad!.errors).toEqual([
      expect.objectContaining({
        field: 'Package Count',
        message:
          'The formula has no calculated result: open the file in Excel or LibreOffice and save it again',
      }),
    ]);
  });

  it('refuses ZIP 00000 (no such area: it could never get a rate) on its cell, in both languages', async () => {
    const file = await xlsxOf(
      headersOf('en-US'),
      rowsOf(3, undefined, (i) =>
        validRow(i, i === 2 ? { recipientZip: '00000' } : i === 3 ? { senderZip: '00012' } : {}),
      ),
    );
    const { body } = await uploadImport(t, token, file);
    expect(body.data).toMatchObject({ total: 3, valid: 1, invalid: 2 });
    const list = await invalidRows(body.data.id);
    expect(list.map((r) => [r.row, r.errors.map((e) => `${e.field}: ${e.message}`)])).toEqual([
      [3, ['Recipient ZIP: ZIP code 00000 does not exist']],
      [4, ['Sender ZIP: ZIP code 00012 does not exist']],
    ]);
    const zh = await invalidRows(body.data.id, 'zh-CN');
    expect(zh[0]!.errors[0]).toMatchObject({ field: '收件人邮编', message: '邮编 00000 不存在' });
  });

  it('reads an honest workbook of 1,011 sheets (over 1,000 zip entries); refuses too many with the count', async () => {
    const wb = new ExcelJS.Workbook();
    const orders = wb.addWorksheet('Orders');
    orders.addRow(headersOf('en-US'));
    for (const row of rowsOf(1)) orders.addRow(row as ExcelJS.CellValue[]);
    for (let i = 1; i <= 1010; i++) wb.addWorksheet(`Notes ${i}`).addRow([`note ${i}`]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const entries = zipEntries(bytes, XLSX_ZIP_LIMITS).size;
    expect(entries).toBeGreaterThan(1_018);
    const { status, body } = await uploadImport(t, token, bytes);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 1, valid: 1 });

    let refused: unknown;
    try {
      zipEntries(bytes, { ...XLSX_ZIP_LIMITS, maxEntries: 1_000 });
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({
      errorCode: 'imports.zip_too_many_entries',
      params: { count: entries.toLocaleString('en-US'), limit: '1,000' },
    });
  });
});
