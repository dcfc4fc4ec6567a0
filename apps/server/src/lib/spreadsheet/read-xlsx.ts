import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../errors.ts';

export type CellValue = string | number | boolean | Date | null;

export interface SheetRow {
  /** 1-based row number as the spreadsheet shows it, for row-by-row error messages. */
  rowNumber: number;
  cells: CellValue[];
}

export interface ReadSheet {
  name: string;
  /** Trimmed header texts of the first non-empty row. */
  headers: string[];
  rows: SheetRow[];
}

/** A cell's plain value: formulas give their result, rich text and hyperlinks their text. */
function plain(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('result' in value) return plain(value.result as ExcelJS.CellValue);
    if ('richText' in value) return plain(value.richText.map((r) => r.text).join(''));
    if ('text' in value) return plain(String(value.text));
    if ('error' in value) return null;
  }
  return String(value);
}

/**
 * The first worksheet of an .xlsx: header row and data rows (fully empty rows skipped).
 * Refuses unreadable files, a missing sheet and more than `maxRows` data rows.
 */
export async function readXlsx(bytes: Buffer, opts: { maxRows: number }): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest('sheet.unreadable');
  }
  const ws = workbook.worksheets[0];
  if (!ws) throw badRequest('sheet.no_sheet');
  let headers: string[] | undefined;
  const rows: SheetRow[] = [];
  const width = ws.columnCount;
  ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = Array.from({ length: width }, (_, i) => plain(row.getCell(i + 1).value));
    if (cells.every((c) => c === null)) return;
    if (!headers) {
      headers = cells.map((c) => (c === null ? '' : String(c).trim()));
      return;
    }
    if (rows.length >= opts.maxRows) throw new AppError(400, 'sheet.too_many_rows', { max: opts.maxRows });
    rows.push({ rowNumber, cells });
  });
  return { name: ws.name, headers: headers ?? [], rows };
}

/** Column index of each required header (case- and space-insensitive); refuses when any is missing. */
export function requireColumns<K extends string>(
  headers: string[],
  wanted: Record<K, string[]>,
): Record<K, number> {
  const norm = (s: string) => s.toLowerCase().replace(/[\s_\-()（）]/g, '');
  const found = {} as Record<K, number>;
  const missing: string[] = [];
  for (const [key, names] of Object.entries(wanted) as [K, string[]][]) {
    const index = headers.findIndex((h) => names.some((n) => norm(n) === norm(h)));
    if (index < 0) missing.push(names[0] ?? key);
    else found[key] = index;
  }
  if (missing.length) throw badRequest('sheet.missing_columns', { columns: missing.join(', ') });
  return found;
}
