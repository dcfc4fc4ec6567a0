import { type ImportCell, importColumnHeader, type Locale, matchHeaders } from '@shiplabel/shared';
import { AppError, badRequest } from '../../lib/errors.ts';
import { openCsvRows } from '../../lib/spreadsheet/csv-row-reader.ts';
import { openXlsxRows, type StreamedRow } from '../../lib/spreadsheet/xlsx-row-reader.ts';

export type ImportFileKind = 'xlsx' | 'csv';

/**
 * What the file is, by its content: a zip is an .xlsx (its parts are checked when read), an OLE compound
 * file is the old binary .xls (refused with a hint), text without NUL bytes is CSV.
 */
export function importFileKind(bytes: Buffer): ImportFileKind {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return 'xlsx';
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0xd0cf11e0 && bytes.readUInt32BE(4) === 0xa1b11ae1)
    throw new AppError(415, 'imports.xls_not_supported');
  if (!bytes.subarray(0, 8192).includes(0)) return 'csv';
  throw new AppError(415, 'upload.wrong_type', { allowed: 'xlsx, csv' });
}

export interface OpenedImport {
  /** Column key by position in the file. */
  keys: (string | null)[];
  date1904: boolean;
  /** Data rows the file declares (an estimate for progress). */
  declaredRows: number;
  /** The data rows after the header row. */
  rows: AsyncGenerator<StreamedRow>;
}

const headerText = (cell: ImportCell | undefined) =>
  cell === null || cell === undefined || typeof cell === 'object' ? '' : String(cell);

/**
 * Opens the file and reads its header row (the first non-empty row). Refuses, naming the columns, a
 * header that lacks required columns, has columns the template does not know, or names one twice.
 */
export async function openImportFile(
  bytes: Buffer,
  kind: ImportFileKind,
  locale: Locale,
): Promise<OpenedImport> {
  const source = kind === 'xlsx' ? await openXlsxRows(bytes) : { ...openCsvRows(bytes), date1904: false };
  const rows = source.rows();
  const first = await rows.next();
  if (first.done) throw badRequest('imports.empty_file');
  const match = matchHeaders(first.value.cells.map(headerText));
  const missing = match.missing.map((key) => importColumnHeader(key, locale));
  if (missing.length && match.unknown.length)
    throw badRequest('imports.columns_wrong', {
      missing: missing.join(', '),
      unknown: match.unknown.join(', '),
    });
  if (missing.length) throw badRequest('imports.columns_missing', { missing: missing.join(', ') });
  if (match.unknown.length)
    throw badRequest('imports.columns_unknown', { unknown: match.unknown.join(', ') });
  if (match.duplicate.length)
    throw badRequest('imports.columns_duplicate', { columns: match.duplicate.join(', ') });
  if (!match.keys.some((k) => k !== null)) throw badRequest('imports.empty_file');
  return {
    keys: match.keys,
    date1904: source.date1904,
    declaredRows: source.declaredRows,
    rows,
  };
}
