import { describe, expect, it } from 'vitest';
import { readXlsx } from './read-xlsx.ts';
import { XlsxStreamWriter } from './stream-xlsx.ts';
import { writeXlsx } from './write-xlsx.ts';
import { entryWholeText, XLSX_ZIP_LIMITS, zipEntries } from './zip-entries.ts';

const TEXTS = ['=HYPERLINK("http://x","click")', '+1 555 0100', '-5', '@cmd', 'Plain 张三'];
type Row = { text: string; amount: bigint };
const rows: Row[] = TEXTS.map((text, i) => ({ text, amount: BigInt(i * 100) }));
const columns = [
  { header: 'Text', value: (r: Row) => r.text },
  { header: 'Amount', type: 'money' as const, value: (r: Row) => r.amount },
];

/** The raw XML of the first worksheet and of the shared strings, as a spreadsheet program reads them. */
async function partsOf(bytes: Buffer) {
  const entries = zipEntries(bytes, XLSX_ZIP_LIMITS);
  const sheet = await entryWholeText(bytes, entries.get('xl/worksheets/sheet1.xml')!, XLSX_ZIP_LIMITS);
  const shared = entries.get('xl/sharedstrings.xml');
  return { sheet, shared: shared ? await entryWholeText(bytes, shared, XLSX_ZIP_LIMITS) : '' };
}

function expectStringCellsOnly(sheet: string, shared: string) {
  // No formula cell, no formula-result string cell, and no visible apostrophe anywhere.
  expect(sheet).not.toMatch(/t="str"/);
  expect(sheet).not.toMatch(/<f[\s>]/);
  expect(`${sheet}${shared}`).not.toContain('&apos;=');
  expect(`${sheet}${shared}`).not.toContain("'=");
  expect(sheet).toMatch(/t="(s|inlineStr)"/);
}

describe('xlsx exports write text as string cells', () => {
  it('in-memory writer: shared strings, no apostrophe, read back exactly as typed', async () => {
    const bytes = await writeXlsx([{ name: 'S', columns, rows }]);
    const { sheet, shared } = await partsOf(bytes);
    expectStringCellsOnly(sheet, shared);
    const read = await readXlsx(bytes, { maxRows: 10 });
    expect(read.rows.map((r) => r.cells[0])).toEqual(TEXTS);
    expect(read.rows.map((r) => r.cells[1])).toEqual([0, 1, 2, 3, 4]);
  });

  it('streaming writer: inline strings (t="inlineStr"), header included, read back exactly as typed', async () => {
    const writer = new XlsxStreamWriter<Row>('S', columns);
    writer.add(rows);
    const bytes = await writer.finish();
    const { sheet, shared } = await partsOf(bytes);
    expectStringCellsOnly(sheet, shared);
    expect(sheet.match(/t="inlineStr"/g)).toHaveLength(TEXTS.length + columns.length);
    const read = await readXlsx(bytes, { maxRows: 10 });
    expect(read.headers).toEqual(['Text', 'Amount']);
    expect(read.rows.map((r) => r.cells[0])).toEqual(TEXTS);
  });
});
