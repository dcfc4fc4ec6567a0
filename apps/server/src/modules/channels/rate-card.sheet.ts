import { parseMinor } from '@shiplabel/shared';
import { badRequest } from '../../lib/errors.ts';
import type { CellValue, ReadSheet } from '../../lib/spreadsheet/read-xlsx.ts';
import { sheetRejected } from './channels.errors.ts';

export const RATE_CARD_MAX_ROWS = 2000;
const MAX_ISSUES = 50;

interface Issue {
  field: string;
  key: string;
  params: Record<string, unknown>;
}

const WEIGHT_HEADERS = ['weight (lb)', 'weight(lb)', 'weight', 'weight lb', '重量(lb)', '重量'];

/** "Zone 3", "zone3", "3", "分区3", "3区" -> 3 */
export function zoneOfHeader(header: string): number | null {
  const match = /^(?:zone|分区)?\s*(\d{1,2})\s*(?:区)?$/i.exec(header.trim());
  const zone = match ? Number(match[1]) : Number.NaN;
  return zone >= 1 && zone <= 99 ? zone : null;
}

/** A cell as minor units: a number or decimal text with at most two decimals, not negative. */
function priceOf(cell: CellValue): bigint | null | 'bad' {
  if (cell === null) return null;
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell) || cell < 0) return 'bad';
    const minor = parseMinor(String(Math.round(cell * 100) / 100));
    // A value like 12.345 does not fit the currency's cents.
    return minor === null || Math.abs(cell * 100 - Number(minor)) > 1e-6 ? 'bad' : minor;
  }
  if (typeof cell === 'string') {
    const minor = parseMinor(cell.replace(/^\$/, ''));
    return minor === null || minor < 0n ? 'bad' : minor;
  }
  return 'bad';
}

function weightOf(cell: CellValue): number | null {
  const n = typeof cell === 'number' ? cell : typeof cell === 'string' ? Number(cell) : Number.NaN;
  return Number.isFinite(n) && n > 0 && n <= 100_000 ? n : null;
}

/**
 * A rate card sheet: first column the weight in pounds (rows ascending), then one column per zone
 * ("Zone 1" ... "Zone 8"; "Zone 9" prices international). Empty price cells mean the zone is not served at
 * that weight. Every problem is reported with its row and column, all at once (first 50).
 */
export function parseRateCard(sheet: ReadSheet) {
  const issues: Issue[] = [];
  const add = (row: number, column: string, key: string, extra: Record<string, unknown> = {}) => {
    if (issues.length < MAX_ISSUES)
      issues.push({ field: `${row}:${column}`, key, params: { row, column, ...extra } });
  };
  const [first, ...rest] = sheet.headers;
  if (first === undefined || !WEIGHT_HEADERS.includes(first.toLowerCase())) {
    throw badRequest('sheet.missing_columns', { columns: 'Weight (lb)' });
  }
  const zones: number[] = [];
  const columns: number[] = [];
  rest.forEach((header, i) => {
    if (header === '') return;
    const zone = zoneOfHeader(header);
    if (zone === null) add(1, header, 'channels.sheet_zone_header');
    else if (zones.includes(zone)) add(1, header, 'channels.sheet_zone_duplicate');
    else {
      zones.push(zone);
      columns.push(i + 1);
    }
  });
  if (zones.length === 0 && issues.length === 0)
    throw badRequest('sheet.missing_columns', { columns: 'Zone 1' });
  if (sheet.rows.length === 0) throw badRequest('channels.sheet_empty');

  const weightsLb: number[] = [];
  const prices: (bigint | null)[][] = [];
  for (const row of sheet.rows) {
    const weight = weightOf(row.cells[0] ?? null);
    if (weight === null) add(row.rowNumber, first, 'channels.sheet_weight_invalid');
    else if (weightsLb.length && weight <= weightsLb.at(-1)!)
      add(row.rowNumber, first, 'channels.sheet_weight_order');
    const line: (bigint | null)[] = [];
    columns.forEach((col, z) => {
      const header = sheet.headers[col] ?? '';
      const price = priceOf(row.cells[col] ?? null);
      if (price === 'bad') {
        add(row.rowNumber, header, 'channels.sheet_price_invalid');
        line.push(null);
        return;
      }
      const above = prices.at(-1)?.[z];
      if (price !== null && above !== undefined && above !== null && price < above) {
        add(row.rowNumber, header, 'channels.sheet_price_decreasing');
      }
      line.push(price);
    });
    weightsLb.push(weight ?? 0);
    prices.push(line);
  }
  if (issues.length) throw sheetRejected(issues);
  return { zones, weightsLb, prices };
}

/** A zone chart: "Origin ZIP3", "Destination ZIP3", "Zone" (1-99), one pair per row. */
export const ZONE_CHART_COLUMNS = {
  origin: ['Origin ZIP3', 'Origin', '始发ZIP3', '始发'],
  destination: ['Destination ZIP3', 'Destination', '目的ZIP3', '目的'],
  zone: ['Zone', '分区'],
};
export const ZONE_CHART_MAX_ROWS = 100_000;

function zip3Of(cell: CellValue): string | null {
  if (typeof cell === 'number' && Number.isInteger(cell) && cell >= 0 && cell <= 999)
    return String(cell).padStart(3, '0');
  if (typeof cell === 'string' && /^\d{3}$/.test(cell.trim())) return cell.trim();
  return null;
}

export function parseZoneChart(sheet: ReadSheet, col: Record<keyof typeof ZONE_CHART_COLUMNS, number>) {
  const issues: Issue[] = [];
  const add = (row: number, column: string, key: string) => {
    if (issues.length < MAX_ISSUES) issues.push({ field: `${row}:${column}`, key, params: { row, column } });
  };
  if (sheet.rows.length === 0) throw badRequest('channels.sheet_empty');
  const entries: Record<string, number> = {};
  for (const row of sheet.rows) {
    const origin = zip3Of(row.cells[col.origin] ?? null);
    const destination = zip3Of(row.cells[col.destination] ?? null);
    const zoneCell = row.cells[col.zone] ?? null;
    const zone = typeof zoneCell === 'number' ? zoneCell : Number(zoneCell);
    if (!origin) add(row.rowNumber, sheet.headers[col.origin] ?? '', 'channels.sheet_zip3_invalid');
    if (!destination) add(row.rowNumber, sheet.headers[col.destination] ?? '', 'channels.sheet_zip3_invalid');
    if (!Number.isInteger(zone) || zone < 1 || zone > 99)
      add(row.rowNumber, sheet.headers[col.zone] ?? '', 'channels.sheet_zone_invalid');
    else if (origin && destination) entries[`${origin}:${destination}`] = zone;
  }
  if (issues.length) throw sheetRejected(issues);
  return { entries, rowCount: sheet.rows.length };
}
