import { PassThrough } from 'node:stream';
import { IMPORT_COLUMNS, type Locale } from '@shiplabel/shared';
import ExcelJS from 'exceljs';
import { Zip, ZipDeflate, zipSync } from 'fflate';
import { type Lang, request } from '../../db/testing/fixtures.ts';
import { multipartBody } from '../../db/testing/multipart.ts';
import type { TestApp } from '../../db/testing/test-app.ts';

/** Spreadsheets for the import tests and the benchmark. */
export type SheetValue = string | number | boolean | Date | null | { formula: string; result?: unknown };

/** A valid row of the template by column key (row `i` gets its own names and numbers). */
export function validRow(i: number, overrides: Record<string, SheetValue> = {}): Record<string, SheetValue> {
  return {
    orderNo: `IMP-${i}`,
    shipDate: '',
    reference: `REF${i}`,
    senderName: 'Ann Lee',
    senderCompany: 'Acme',
    senderPhone: '213-555-0100',
    senderAddress1: '100 Main St',
    senderCity: 'Los Angeles',
    senderState: 'CA',
    senderZip: '90001',
    recipientName: `Customer ${i}`,
    recipientPhone: '212-555-0199',
    recipientAddress1: `${100 + (i % 900)} Fifth Ave`,
    recipientCity: 'New York',
    recipientState: 'NY',
    recipientZip: '10118',
    weight: 1 + (i % 20) / 4,
    length: 10,
    width: 8,
    height: 6,
    ...overrides,
  };
}

export const headersOf = (locale: Locale, keys = IMPORT_COLUMNS.map((c) => c.key)) =>
  keys.map((k) => IMPORT_COLUMNS.find((c) => c.key === k)?.header[locale] ?? k);

/** An .xlsx (exceljs's streaming writer, shared strings like Excel) of a header row and rows. */
export async function xlsxOf(
  headers: string[],
  rows: Iterable<SheetValue[]>,
  opts: { sharedStrings?: boolean } = {},
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: opts.sharedStrings ?? true });
  const ws = wb.addWorksheet('Orders');
  ws.addRow(headers).commit();
  for (const row of rows) ws.addRow(row as ExcelJS.CellValue[]).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

/** Rows of the template's columns (`keys`) in that order. */
export function* rowsOf(
  count: number,
  keys = IMPORT_COLUMNS.map((c) => c.key),
  row: (i: number) => Record<string, SheetValue> = validRow,
): Generator<SheetValue[]> {
  for (let i = 1; i <= count; i++) {
    const r = row(i);
    yield keys.map((k) => r[k] ?? null);
  }
}

const csvCell = (v: SheetValue) => {
  if (v === null || v === undefined) return '';
  const text = v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function csvOf(headers: string[], rows: Iterable<SheetValue[]>, opts: { bom?: boolean } = {}): Buffer {
  const lines = [headers.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return Buffer.from(`${opts.bom ? '\ufeff' : ''}${lines.join('\r\n')}\r\n`);
}

const workbookParts = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/** A hand-written xlsx whose first sheet is `sheetXml` (for cell kinds exceljs does not write). */
export function xlsxWithSheet(sheetXml: string): Buffer {
  const enc = (s: string) => new TextEncoder().encode(s);
  const files: Record<string, Uint8Array> = {};
  for (const [name, text] of Object.entries(workbookParts)) files[name] = enc(text);
  files['xl/worksheets/sheet1.xml'] = enc(sheetXml);
  return Buffer.from(zipSync(files));
}

/**
 * A zip bomb shaped like an xlsx: a sheet of `megabytes` MB of one repeated row, deflated at the highest
 * level (~1000:1). With `lie`, the central directory declares a tiny size, so only counting the inflated
 * output catches it.
 */
export function zipBomb(megabytes: number, opts: { lie?: boolean } = {}): Buffer {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((err, data) => {
    if (err) throw err;
    chunks.push(data);
  });
  const enc = (s: string) => new TextEncoder().encode(s);
  for (const [name, text] of Object.entries(workbookParts)) {
    const f = new ZipDeflate(name, { level: 9 });
    zip.add(f);
    f.push(enc(text), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 9 });
  zip.add(sheet);
  sheet.push(enc('<worksheet><sheetData>'));
  const mb = enc('<row><c t="inlineStr"><is><t>x</t></is></c></row>'.repeat(20_000).padEnd(1024 * 1024, ' '));
  for (let i = 0; i < megabytes; i++) sheet.push(mb);
  sheet.push(enc('</sheetData></worksheet>'), true);
  zip.end();
  const bytes = Buffer.concat(chunks);
  if (opts.lie) {
    // Rewrite the sheet's declared uncompressed size in the central directory (and local header) to 1 KB.
    for (let p = 0; p < bytes.length - 4; p++) {
      const sig = bytes.readUInt32LE(p);
      if (sig !== 0x02014b50 && sig !== 0x04034b50) continue;
      const central = sig === 0x02014b50;
      const nameLength = bytes.readUInt16LE(p + (central ? 28 : 26));
      const name = bytes.subarray(p + (central ? 46 : 30), p + (central ? 46 : 30) + nameLength).toString();
      if (name === 'xl/worksheets/sheet1.xml') bytes.writeUInt32LE(1024, p + (central ? 24 : 22));
    }
  }
  return bytes;
}

/** POST /app/order/import/upload of one file, as `token`, in `lang`: the status and the JSON answer. */
export async function uploadImport(
  t: Pick<TestApp, 'app'>,
  token: string,
  bytes: Buffer,
  opts: { filename?: string; lang?: Lang } = {},
) {
  const body = multipartBody({}, [{ filename: opts.filename ?? 'orders.xlsx', bytes }]);
  const res = await request(t.app, 'POST', '/app/order/import/upload', {
    token,
    lang: opts.lang ?? 'en-US',
    headers: body.headers,
    body: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}
