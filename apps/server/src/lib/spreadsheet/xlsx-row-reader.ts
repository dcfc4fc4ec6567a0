import type { ImportCell } from '@shiplabel/shared';
import { badRequest } from '../errors.ts';
import {
  entryText,
  entryWholeText,
  XLSX_ZIP_LIMITS,
  type ZipEntry,
  type ZipLimits,
  zipEntries,
} from './zip-entries.ts';

/**
 * The first worksheet of an .xlsx read row by row without a workbook model: the sheet's XML is inflated
 * chunk by chunk and scanned for complete `<row>` elements, so memory holds one chunk, one row and the
 * shared-strings table (which an xlsx needs for random access; it is bounded by the zip limits).
 * Formulas give their stored (cached) result, errors (#N/A) and formulas without a stored result are
 * reported as such, rich text gives its text, booleans and ISO dates (t="d") their values.
 */
export interface StreamedRow {
  /** 1-based row number as the spreadsheet shows it. */
  rowNumber: number;
  cells: ImportCell[];
}

export interface XlsxRowSource {
  /** The workbook counts dates from 1904 (old Mac Excel). */
  date1904: boolean;
  /** Rows the sheet's <dimension> declares (an estimate for progress; 0 when absent). */
  declaredRows: number;
  rows(): AsyncGenerator<StreamedRow>;
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text: entities, numeric references and Excel's _xHHHH_ escapes. */
export function xmlText(raw: string): string {
  let text = raw;
  if (text.includes('&'))
    text = text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) => {
      if (name[0] === '#')
        return String.fromCodePoint(
          name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
        );
      return ENTITY[name] ?? whole;
    });
  if (text.includes('_x'))
    text = text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return text;
}

/** The text of a shared string or inline string: every <t> outside phonetic runs (<rPh>). */
function runsText(xml: string): string {
  const body = xml.includes('rPh') ? xml.replace(/<(\w+:)?rPh\b[\s\S]*?<\/(\w+:)?rPh>/g, '') : xml;
  let out = '';
  for (const m of body.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([^<]*)<\/(?:\w+:)?t>/g)) out += m[1];
  return xmlText(out);
}

/** Column index (0-based) of a reference such as "AB12". */
function columnIndex(ref: string): number {
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return n - 1;
}

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/** An attribute's value, found with indexOf (this runs for every cell: a regex per call cost more). */
const attr = (attrs: string, name: string): string | undefined => {
  const key = `${name}="`;
  for (let i = attrs.indexOf(key); i >= 0; i = attrs.indexOf(key, i + 1)) {
    if (i > 0 && !isSpace(attrs.charCodeAt(i - 1))) continue;
    const start = i + key.length;
    const end = attrs.indexOf('"', start);
    return end < 0 ? undefined : attrs.slice(start, end);
  }
  return undefined;
};

/** Repeatedly pulls complete elements matched by `re` (global, sticky-free) out of a text stream. */
async function* elements(chunks: AsyncIterable<string>, pattern: RegExp): AsyncGenerator<RegExpExecArray> {
  // Its own RegExp: lastIndex is state, and two uploads may be read at once.
  const re = new RegExp(pattern.source, 'g');
  let buffer = '';
  for await (const chunk of chunks) {
    buffer += chunk;
    re.lastIndex = 0;
    let consumed = 0;
    for (let m = re.exec(buffer); m; m = re.exec(buffer)) {
      consumed = re.lastIndex;
      yield m;
    }
    if (consumed) buffer = buffer.slice(consumed);
  }
}

const ROW_RE = /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
const CELL_RE = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
const SI_RE = /<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g;
const V_RE = /<(?:\w+:)?v(?:\s[^>]*)?>([^<]*)<\/(?:\w+:)?v>/;
const F_RE = /<(?:\w+:)?f\b/;

function cellValue(attrs: string, body: string | undefined, shared: readonly string[]): ImportCell {
  if (!body) return null;
  const type = attr(attrs, 't') ?? 'n';
  if (type === 'inlineStr') {
    const text = runsText(body).trim();
    return text === '' ? null : text;
  }
  const v = V_RE.exec(body);
  const formula = F_RE.test(body);
  if (!v) return formula ? { formulaWithoutResult: true } : null;
  const raw = v[1]!;
  // A formula whose cached value is empty (`<v></v>`, also as t="str") has no result to read: reading it
  // as an empty cell would let a column's default stand in for it (Package Count 1), so it is reported.
  if (formula && raw.trim() === '') return { formulaWithoutResult: true };
  switch (type) {
    case 's': {
      const text = shared[Number(raw)];
      return text === undefined || text.trim() === '' ? null : text.trim();
    }
    case 'b':
      return raw === '1' || raw === 'true';
    case 'e':
      return { error: xmlText(raw) };
    case 'str': {
      const text = xmlText(raw).trim();
      return text === '' ? null : text;
    }
    case 'd': {
      const date = new Date(xmlText(raw));
      return Number.isNaN(date.getTime()) ? xmlText(raw) : date;
    }
    default: {
      if (raw.trim() === '') return null;
      const n = Number(raw);
      return Number.isFinite(n) ? n : xmlText(raw);
    }
  }
}

/** Resolves a relationship target ("worksheets/sheet1.xml", "/xl/worksheets/sheet1.xml") to an entry name. */
function resolveTarget(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

export async function openXlsxRows(
  bytes: Uint8Array,
  limits: ZipLimits = XLSX_ZIP_LIMITS,
): Promise<XlsxRowSource> {
  const entries = zipEntries(bytes, limits);
  const entry = (name: string) => entries.get(name.toLowerCase());
  const workbookEntry = entry('xl/workbook.xml');
  if (!workbookEntry) throw badRequest('sheet.unreadable');
  const workbook = await entryWholeText(bytes, workbookEntry, limits);
  const date1904 = /<(?:\w+:)?workbookPr\b[^>]*\bdate1904="(1|true)"/.test(workbook);
  const firstSheet = /<(?:\w+:)?sheet\b[^>]*?\b(?:\w+:)?id="([^"]+)"/.exec(workbook);
  if (!firstSheet) throw badRequest('sheet.no_sheet');
  const relsEntry = entry('xl/_rels/workbook.xml.rels');
  const rels = relsEntry ? await entryWholeText(bytes, relsEntry, limits) : '';
  const relationships = [...rels.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)].map((m) => ({
    id: attr(m[1]!, 'Id'),
    type: attr(m[1]!, 'Type') ?? '',
    target: attr(m[1]!, 'Target') ?? '',
  }));
  const sheetRel = relationships.find((r) => r.id === firstSheet[1]);
  const sheetEntry: ZipEntry | undefined = sheetRel
    ? entry(resolveTarget('xl/workbook.xml', sheetRel.target))
    : entry('xl/worksheets/sheet1.xml');
  if (!sheetEntry) throw badRequest('sheet.no_sheet');
  const sharedRel = relationships.find((r) => r.type.endsWith('/sharedStrings'));
  const sharedEntry = sharedRel
    ? entry(resolveTarget('xl/workbook.xml', sharedRel.target))
    : entry('xl/sharedStrings.xml');

  const shared: string[] = [];
  if (sharedEntry)
    for await (const m of elements(entryText(bytes, sharedEntry, limits), SI_RE))
      shared.push(m[1] ? runsText(m[1]) : '');

  // The <dimension> comes before the rows: the first chunk of the sheet holds it.
  let declaredRows = 0;
  for await (const head of entryText(bytes, sheetEntry, limits)) {
    const dim = /<(?:\w+:)?dimension\s+ref="[A-Z]+\d+:[A-Z]+(\d+)"/.exec(head);
    if (dim) declaredRows = Math.max(0, Number(dim[1]) - 1);
    break;
  }

  return {
    date1904,
    declaredRows,
    async *rows() {
      let previous = 0;
      for await (const row of elements(entryText(bytes, sheetEntry, limits), ROW_RE)) {
        const rowNumber = Number(attr(row[1]!, 'r') ?? previous + 1);
        previous = rowNumber;
        const body = row[2];
        if (!body) continue;
        const cells: ImportCell[] = [];
        let position = -1;
        let any = false;
        CELL_RE.lastIndex = 0;
        for (let c = CELL_RE.exec(body); c; c = CELL_RE.exec(body)) {
          const ref = attr(c[1]!, 'r');
          position = ref ? columnIndex(ref) : position + 1;
          if (position < 0 || position > 16_383) continue;
          const value = cellValue(c[1]!, c[2], shared);
          if (value === null) continue;
          while (cells.length < position) cells.push(null);
          cells[position] = value;
          any = true;
        }
        if (any) yield { rowNumber, cells };
      }
    },
  };
}
