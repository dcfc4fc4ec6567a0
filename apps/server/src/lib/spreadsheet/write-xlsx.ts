import { formatMinor } from '@shiplabel/shared';
import ExcelJS from 'exceljs';

/** text: a string cell (never a formula); money: integer minor units shown with 2 decimals; int; date: a JS Date. */
export type ColumnType = 'text' | 'money' | 'int' | 'date';

export interface Column<Row> {
  header: string;
  type?: ColumnType;
  width?: number;
  value: (row: Row) => string | number | bigint | Date | null | undefined;
}

export interface SheetSpec<Row> {
  name: string;
  columns: Column<Row>[];
  rows: Iterable<Row>;
}

export function cellValue(type: ColumnType, value: ReturnType<Column<unknown>['value']>) {
  if (value === null || value === undefined) return null;
  switch (type) {
    // The file shows the exact 2-decimal amount; the number comes from the decimal string, not arithmetic.
    case 'money':
      return Number(
        formatMinor(typeof value === 'bigint' || typeof value === 'number' ? value : BigInt(String(value))),
      );
    case 'int':
      return typeof value === 'bigint' ? Number(value) : Number(value);
    case 'date':
      return value instanceof Date ? value : new Date(String(value));
    default:
      return value instanceof Date ? value.toISOString() : String(value);
  }
}

export const NUM_FMT: Partial<Record<ColumnType, string>> = {
  money: '#,##0.00',
  int: '0',
  date: 'yyyy-mm-dd hh:mm:ss',
};

/**
 * An .xlsx file of one or more sheets with a bold, frozen header row. Text is written as shared strings
 * (`t="s"`): a string cell is never evaluated, so text starting with = shows as typed, with no apostrophe.
 */
// biome-ignore lint/suspicious/noExplicitAny: each sheet has its own row type
export async function writeXlsx(sheets: SheetSpec<any>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ShipLabel';
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = sheet.columns.map((c, i) => ({
      header: c.header,
      key: String(i),
      width: c.width ?? Math.max(12, c.header.length + 2),
      style: NUM_FMT[c.type ?? 'text'] ? { numFmt: NUM_FMT[c.type ?? 'text'] } : {},
    }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      ws.addRow(sheet.columns.map((c) => cellValue(c.type ?? 'text', c.value(row))));
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
