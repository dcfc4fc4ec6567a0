import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { runJobsOnce } from '../jobs/queue.ts';
import { orderEvents, orders } from '../orders/orders.table.ts';
import {
  csvOf,
  headersOf,
  rowsOf,
  uploadImport,
  validRow,
  xlsxOf,
  xlsxWithSheet,
  zipBomb,
} from './imports.fixtures.ts';
import { IMPORT_MAX_BYTES } from './imports.upload.ts';

let t: TestApp;
let annToken: string;
let bobToken: string;
let annId: string;

beforeAll(async () => {
  t = await createTestApp();
  const ann = await seedUser(t.db, { roles: ['Customer'] });
  const bob = await seedUser(t.db, { roles: ['Customer'] });
  annId = ann.id;
  annToken = await login(t.app, ann.email);
  bobToken = await login(t.app, bob.email);
});

type Lang = 'en-US' | 'zh-CN';

const upload = (bytes: Buffer, opts: { filename?: string; lang?: Lang; token?: string } = {}) =>
  uploadImport(t, opts.token ?? annToken, bytes, opts);

const rows = (id: string, query = '', lang: Lang = 'en-US', token = annToken) =>
  call(t.app, 'GET', `/app/order/import/${id}/rows${query}`, { token, lang });

const runJobs = () => runJobsOnce({ db: t.db, config: t.config, clock: t.clock.now });

describe('template', () => {
  it.each([
    ['en-US', 'Recipient Name', 'Notes'],
    ['zh-CN', '收件人姓名', '说明'],
  ] as const)(
    'downloads in %s with an example row and a notes sheet, and imports as is',
    async (lang, header, notes) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/app/order/import/template',
        headers: { authorization: `Bearer ${annToken}`, 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('.xlsx');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      const headers = (wb.worksheets[0]!.getRow(1).values as string[]).slice(1);
      expect(headers).toContain(header);
      expect(wb.worksheets[1]!.name).toBe(notes);
      expect(wb.worksheets[1]!.rowCount).toBeGreaterThan(38);
      const imported = await upload(res.rawPayload, { lang });
      expect(imported.body.data).toMatchObject({ status: 'validated', total: 1, valid: 1, invalid: 0 });
    },
  );

  it('follows ?locale= over the language header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/app/order/import/template?locale=zh-CN',
      headers: { authorization: `Bearer ${annToken}`, 'accept-language': 'en-US' },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    expect(wb.worksheets[0]!.getCell('A1').value).toBe('订单号');
  });
});

describe('upload and validation', () => {
  it("validates good and bad rows without creating anything; errors name row, column and reason in the caller's language", async () => {
    const before = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, annId));
    const file = await xlsxOf(
      headersOf('en-US'),
      rowsOf(5, undefined, (i) =>
        i === 2
          ? validRow(i, { recipientZip: '1011', weight: 'heavy' })
          : i === 4
            ? validRow(i, { recipientState: 'ZZ', senderName: '' })
            : validRow(i),
      ),
    );
    const { status, body } = await upload(file);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 'validated',
      total: 5,
      valid: 3,
      invalid: 2,
      draftsCreated: 0,
    });
    const after = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, annId));
    expect(after).toHaveLength(before.length);

    const invalid = await rows(body.data.id, '?filter=invalid');
    expect(invalid.body.data.total).toBe(2);
    const [row3, row5] = invalid.body.data.list;
    expect(row3.row).toBe(3);
    expect(row3.errors).toEqual(
      expect.arrayContaining([
        {
          column: 'recipientZip',
          field: 'Recipient ZIP',
          message: expect.stringContaining('ZIP code is not valid'),
        },
        { column: 'weight', field: 'Weight', message: '"heavy" is not a number' },
      ]),
    );
    expect(row5.row).toBe(5);
    expect(row5.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'Recipient State',
      'Sender Name',
    ]);

    const zh = await rows(body.data.id, '?filter=invalid', 'zh-CN');
    expect(zh.body.data.list[0].errors).toEqual(
      expect.arrayContaining([{ column: 'weight', field: '重量', message: '“heavy”不是数字' }]),
    );
    const all = await rows(body.data.id, '?pageSize=100');
    expect(all.body.data.list.map((r: { row: number; valid: boolean }) => [r.row, r.valid])).toEqual([
      [2, true],
      [3, false],
      [4, true],
      [5, false],
      [6, true],
    ]);
  });

  it('accepts Chinese headers in any case and spacing, and CSV UTF-8 with or without BOM', async () => {
    const zhHeaders = headersOf('zh-CN');
    const csv = csvOf(
      zhHeaders,
      rowsOf(3, undefined, (i) => validRow(i, { orderNo: `CSV-${i}` })),
      { bom: true },
    );
    expect((await upload(csv, { filename: 'orders.csv', lang: 'zh-CN' })).body.data).toMatchObject({
      valid: 3,
      invalid: 0,
    });
    const messy = headersOf('en-US').map((h, i) => (i % 2 ? h.toUpperCase() : ` ${h.replace(/ /g, '  ')} `));
    const plain = csvOf(
      messy,
      rowsOf(2, undefined, (i) => validRow(i, { orderNo: `CSV2-${i}` })),
    );
    expect((await upload(plain, { filename: 'orders.csv' })).body.data).toMatchObject({ valid: 2 });
    // Semicolon-delimited (Excel in many European locales), only the required columns, mixed languages.
    const keys = ['senderName', 'senderAddress1', 'senderCity', 'senderState', 'senderZip'];
    const mixed = [
      ...headersOf('zh-CN', keys),
      ...headersOf('en-US', [
        'recipientName',
        'recipientAddress1',
        'recipientCity',
        'recipientState',
        'recipientZip',
        'weight',
      ]),
    ];
    const semi = Buffer.from(
      `${mixed.join(';')}\nAnn;1 Main St;Los Angeles;CA;90001;Bob;2 Main St;New York;NY;10118;"2,5"\n`,
    );
    const res = await upload(semi, { filename: 'x.csv' });
    expect(res.body.data).toMatchObject({ valid: 1 });
  });

  it('refuses wrong columns with one message naming them', async () => {
    const headers = headersOf('en-US').filter((h) => h !== 'Weight' && h !== 'Recipient ZIP');
    const res = await upload(await xlsxOf([...headers, 'Colour'], rowsOf(1)));
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('imports.columns_wrong');
    expect(res.body.message).toBe(
      'The columns do not match the template. Missing required columns: Recipient ZIP, Weight. Unknown columns: Colour',
    );
    const zh = await upload(await xlsxOf(headers, rowsOf(1)), { lang: 'zh-CN' });
    expect(zh.body.message).toBe('文件缺少必填列：收件人邮编, 重量。请下载模板并保留其表头行');
    const empty = await upload(await xlsxOf(headersOf('en-US'), []));
    expect(empty.body.errorCode).toBe('imports.no_rows');
  });

  it('reads formulas as their cached results, numbers stored as text, Excel date serials and cell errors', async () => {
    const keys = [
      'orderNo',
      'shipDate',
      'senderName',
      'senderAddress1',
      'senderCity',
      'senderState',
      'senderZip',
      'recipientName',
      'recipientAddress1',
      'recipientCity',
      'recipientState',
      'recipientZip',
      'weight',
      'declaredValue',
    ];
    const letters = keys.map((_, i) => String.fromCharCode(65 + i));
    const head = keys
      .map((k, i) => `<c r="${letters[i]}1" t="inlineStr"><is><t>${headersOf('en-US', [k])[0]}</t></is></c>`)
      .join('');
    const s = (col: string, row: number, text: string) =>
      `<c r="${col}${row}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const address = (row: number) =>
      s('C', row, 'Ann') +
      s('D', row, '1 Main') +
      s('E', row, 'LA') +
      s('F', row, 'CA') +
      `<c r="G${row}"><v>90001</v></c>` +
      s('H', row, 'Bob &amp; Co') +
      s('I', row, '2 Main') +
      s('J', row, 'NY') +
      s('K', row, 'NY') +
      `<c r="L${row}"><v>2134</v></c>`;
    const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>
      <row r="1">${head}</row>
      <row r="2">${s('A', 2, 'F-1')}<c r="B2" s="1"><v>46357</v></c>${address(2)}<c r="M2"><f>1+1.5</f><v>2.5</v></c><c r="N2"><f>0.1+0.2</f><v>0.30000000000000004</v></c></row>
      <row r="3">${s('A', 3, 'F-2')}${s('B', 3, '2026/12/1')}${address(3)}<c r="M3" t="str"><f>TEXT(3,"0")</f><v>3</v></c></row>
      <row r="4">${s('A', 4, 'F-3')}${address(4)}<c r="M4"><f>A1*2</f></c></row>
      <row r="5">${s('A', 5, 'F-4')}${address(5)}<c r="M5" t="e"><f>1/0</f><v>#DIV/0!</v></c></row>
      <row r="7">${s('A', 7, 'F-5')}${address(7)}${s('M', 7, ' 4.25 ')}</row>
    </sheetData></worksheet>`;
    const { body } = await upload(xlsxWithSheet(sheet));
    expect(body.data).toMatchObject({ total: 5, valid: 3, invalid: 2 });
    const list = (await rows(body.data.id, '?filter=invalid')).body.data.list;
    expect(
      list.map((r: { row: number; errors: { message: string }[] }) => [r.row, r.errors[0]!.message]),
    ).toEqual([
      [4, 'The formula has no calculated result: open the file in Excel or LibreOffice and save it again'],
      [5, 'The cell holds the error #DIV/0!'],
    ]);
    await call(t.app, 'POST', `/app/order/import/${body.data.id}/createDrafts`, { token: annToken });
    const made = await t.db.select().from(orders).where(eq(orders.userId, annId));
    const byNo = new Map(made.map((o) => [o.orderNo, o]));
    expect(byNo.get('F-1')).toMatchObject({ shipDate: '2026-12-01' });
    expect(byNo.get('F-1')!.parcels[0]).toMatchObject({ weight: 2.5, declaredValue: '0.30' });
    expect(byNo.get('F-1')!.toAddress).toMatchObject({ personName: 'Bob & Co', zipCode: '02134' });
    expect(byNo.get('F-2')).toMatchObject({ shipDate: '2026-12-01' });
    expect(byNo.get('F-2')!.parcels[0]!.weight).toBe(3);
    expect(byNo.get('F-5')!.parcels[0]!.weight).toBe(4.25);
  });

  it('flags order numbers used twice in the file or already taken', async () => {
    const file = await xlsxOf(
      headersOf('en-US'),
      rowsOf(3, undefined, (i) => validRow(i, { orderNo: i === 3 ? 'DUP-1' : i === 2 ? 'F-1' : 'DUP-1' })),
    );
    const { body } = await upload(file);
    const list = (await rows(body.data.id, '?filter=invalid')).body.data.list;
    expect(
      list.map((r: { row: number; errors: { message: string }[] }) => [r.row, r.errors[0]!.message]),
    ).toEqual([
      [3, 'Order number F-1 is already used by another of your orders'],
      [4, 'The order number is already used by row 2 of this file'],
    ]);
  });
});

describe('refused files', () => {
  it('refuses zip bombs: by declared size, by ratio and by inflated size when the header lies', async () => {
    for (const bomb of [zipBomb(12), zipBomb(12, { lie: true })]) {
      expect(bomb.length).toBeLessThan(100_000);
      const res = await upload(bomb);
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('imports.zip_bomb');
    }
    // A central directory declaring a 1 GB sheet is refused before anything is inflated.
    const huge = Buffer.from(xlsxWithSheet('<worksheet><sheetData/></worksheet>'));
    for (let p = huge.length - 22; p >= 0; p--) {
      if (huge.readUInt32LE(p) !== 0x02014b50) continue;
      const name = huge.subarray(p + 46, p + 46 + huge.readUInt16LE(p + 28)).toString();
      if (name.endsWith('sheet1.xml')) huge.writeUInt32LE(1024 * 1024 * 1024, p + 24);
    }
    const res = await upload(huge, { lang: 'zh-CN' });
    expect(res.body.errorCode).toBe('imports.zip_bomb');
    expect(res.body.message).toContain('压缩炸弹');
  });

  it('refuses a file over the size limit, old .xls, non-UTF-8 CSV and non-spreadsheets', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a');
    const res = await upload(big, { filename: 'big.csv' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file size cannot exceed 32MB');
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect((await upload(xls, { filename: 'a.xls' })).body.errorCode).toBe('imports.xls_not_supported');
    const gbk = Buffer.concat([Buffer.from('收件人'), Buffer.from([0xc4, 0xe3, 0xba, 0xc3])]);
    expect((await upload(gbk, { filename: 'a.csv' })).body.errorCode).toBe('imports.csv_encoding');
    expect((await upload(Buffer.from([0, 1, 2, 3]), { filename: 'a.bin' })).status).toBe(415);
    expect((await upload(Buffer.from('PK\x03\x04garbage'))).body.errorCode).toBe('sheet.unreadable');
  });
});

describe('drafts', () => {
  it('creates drafts from the valid rows once, like a saved draft; another user sees no such import', async () => {
    const file = await xlsxOf(
      headersOf('en-US'),
      rowsOf(4, undefined, (i) =>
        validRow(i, { orderNo: i === 1 ? '' : `DR-${i}`, recipientZip: i === 4 ? 'x' : '10118' }),
      ),
    );
    const { body } = await upload(file);
    const id = body.data.id;
    for (const [method, url] of [
      ['GET', `/app/order/import/${id}`],
      ['GET', `/app/order/import/${id}/rows`],
      ['POST', `/app/order/import/${id}/createDrafts`],
    ] as const) {
      const res = await call(t.app, method, url, { token: bobToken });
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('imports.not_found');
    }
    const first = await call(t.app, 'POST', `/app/order/import/${id}/createDrafts`, { token: annToken });
    expect(first.body.data).toMatchObject({ status: 'created', created: 3, draftsCreated: 3, failed: 0 });
    const second = await call(t.app, 'POST', `/app/order/import/${id}/createDrafts`, { token: annToken });
    expect(second.body.data).toMatchObject({ created: 0, draftsCreated: 3 });

    const list = (await rows(id, '?filter=valid')).body.data.list as { orderId: string; row: number }[];
    expect(list.every((r) => r.orderId)).toBe(true);
    const [generated] = await t.db.select().from(orders).where(eq(orders.id, list[0]!.orderId));
    expect(generated!.orderNo).toMatch(/^SL\d{6}[0-9A-Z]{8}$/);
    // The same form saved through the draft route gives the same columns.
    const form = {
      orderNo: 'SAVED-1',
      reference: 'REF1',
      from: {
        personName: 'Ann Lee',
        company: 'Acme',
        phone: '213-555-0100',
        addressLine1: '100 Main St',
        city: 'Los Angeles',
        stateCode: 'CA',
        zipCode: '90001',
      },
      to: {
        personName: 'Customer 1',
        phone: '212-555-0199',
        addressLine1: '101 Fifth Ave',
        city: 'New York',
        stateCode: 'NY',
        zipCode: '10118',
      },
      parcels: [{ weight: 1.25, length: 10, width: 8, height: 6 }],
    };
    const saved = await call(t.app, 'POST', '/app/order/draft', { token: annToken, body: form });
    const [viaRoute] = await t.db.select().from(orders).where(eq(orders.id, saved.body.data.id));
    const strip = (o: typeof orders.$inferSelect) => {
      const { id: _i, orderNo: _n, createdAt: _c, updatedAt: _u, ...rest } = o;
      return rest;
    };
    expect(strip(generated!)).toEqual(strip(viaRoute!));
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, generated!.id));
    expect(events.map((e) => e.kind)).toEqual(['received']);
  });

  it('accepts a 10,000-row file: validated and turned into drafts by jobs', async () => {
    const file = await xlsxOf(
      headersOf('en-US'),
      rowsOf(10_000, undefined, (i) => validRow(i, { orderNo: `BIG-${i}` })),
    );
    const started = performance.now();
    const { body } = await upload(file);
    expect(body.data).toMatchObject({ status: 'validating' });
    expect(body.data.jobId).toBeTruthy();
    await runJobs();
    const summary = await call(t.app, 'GET', `/app/order/import/${body.data.id}`, { token: annToken });
    expect(summary.body.data).toMatchObject({
      status: 'validated',
      total: 10_000,
      processed: 10_000,
      valid: 10_000,
    });
    const validatedMs = performance.now() - started;
    const job = await call(t.app, 'POST', `/app/order/import/${body.data.id}/createDrafts`, {
      token: annToken,
    });
    expect(job.body.data).toMatchObject({ status: 'creating', created: 0 });
    await runJobs();
    const done = await call(t.app, 'GET', `/app/order/import/${body.data.id}`, { token: annToken });
    expect(done.body.data).toMatchObject({ status: 'created', draftsCreated: 10_000 });
    const again = await call(t.app, 'POST', `/app/order/import/${body.data.id}/createDrafts`, {
      token: annToken,
    });
    expect(again.body.data).toMatchObject({ created: 0, draftsCreated: 10_000 });
    console.log(`10,000 rows: validated in ${Math.round(validatedMs)} ms`);
  }, 120_000);
});

describe('large files', () => {
  it('keeps a large file on disk for its job only, and fails the import when the file is gone', async () => {
    const csv = (tag: string) =>
      csvOf(
        headersOf('en-US'),
        rowsOf(2_500, undefined, (i) => validRow(i, { orderNo: `DISK-${tag}-${i}` })),
      );
    const dir = join(t.config.dataDir, 'imports');
    const kept = (await upload(csv('a'), { filename: 'a.csv' })).body.data;
    expect(kept).toMatchObject({ status: 'validating', total: 2_500 });
    expect(readdirSync(dir)).toEqual([`${kept.id}.upload`]);
    await runJobs();
    const validated = await call(t.app, 'GET', `/app/order/import/${kept.id}`, { token: annToken });
    expect(validated.body.data).toMatchObject({ status: 'validated', processed: 2_500, valid: 2_500 });
    expect(readdirSync(dir)).toEqual([]);

    const lost = (await upload(csv('b'), { filename: 'b.csv' })).body.data;
    rmSync(join(dir, `${lost.id}.upload`));
    await runJobs();
    const failed = await call(t.app, 'GET', `/app/order/import/${lost.id}`, { token: annToken });
    expect(failed.body.data).toMatchObject({
      status: 'failed',
      error: 'The uploaded file is no longer available: upload it again',
    });
  }, 60_000);
});
