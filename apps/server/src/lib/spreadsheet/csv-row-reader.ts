import { isUtf8 } from 'node:buffer';
import { StringDecoder } from 'node:string_decoder';
import type { ImportCell } from '@shiplabel/shared';
import { badRequest } from '../errors.ts';
import type { StreamedRow } from './xlsx-row-reader.ts';

/**
 * A CSV file read record by record: the bytes are decoded in 1 MB slices and split by a small RFC 4180
 * state machine, so memory holds one slice and one record. UTF-8 only, with or without a byte-order mark
 * (Excel's "CSV UTF-8" writes one); other encodings (GBK, Windows-1252) are refused with a message saying
 * how to save the file. The delimiter is the one of comma, semicolon and tab that the header line uses
 * most. Row numbers are counted as a spreadsheet shows them (the header is row 1; a quoted line break
 * stays in its row). Parsing is synchronous: csv-parse's stream (used before, and the reference of the
 * tests) passed every 16 records through the event loop, which on a busy machine doubled the wall time.
 */
export interface CsvRowSource {
  declaredRows: number;
  rows(): AsyncGenerator<StreamedRow>;
}

const SLICE = 1024 * 1024;
const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** A CSV that cannot be split into records (a quote never closed). */
export class CsvSyntaxError extends Error {}

const FIELD_START = 0;
const UNQUOTED = 1;
const QUOTED = 2;
/** A quote inside a quoted field: the end of the field, or the first of a doubled quote. */
const QUOTE_SEEN = 3;

/**
 * The records of CSV text given in slices: fields separated by `delimiter`, records by CRLF, LF or CR;
 * a field starting with a quote runs to its closing quote ("" is a quote, line breaks are kept); a quote
 * inside an unquoted field is kept as is, and so is a quoted field followed by more text. An empty line is
 * a record of one empty field. Like csv-parse with relax_quotes and relax_column_count.
 */
export function* csvRecords(slices: Iterable<string>, delimiter: string): Generator<string[]> {
  const delim = delimiter.charCodeAt(0);
  let record: string[] = [];
  let field = '';
  let state: number = FIELD_START;
  let skipLf = false;
  for (const text of slices) {
    const n = text.length;
    let i = 0;
    if (skipLf && n > 0) {
      if (text.charCodeAt(0) === LF) i = 1;
      skipLf = false;
    }
    let start = i;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (state === QUOTED) {
        if (c === QUOTE) {
          field += text.slice(start, i);
          state = QUOTE_SEEN;
        }
        continue;
      }
      if (state === QUOTE_SEEN) {
        if (c === QUOTE) {
          state = QUOTED;
          start = i; // the second quote starts the next segment
          continue;
        }
        if (c !== delim && c !== CR && c !== LF) {
          // Text after the closing quote ("5" tall): the field is taken as written, quotes included.
          field = `"${field}"`;
          state = UNQUOTED;
          start = i;
          continue;
        }
      } else if (state === FIELD_START && c === QUOTE) {
        state = QUOTED;
        start = i + 1;
        continue;
      } else if (c !== delim && c !== CR && c !== LF) {
        if (state === FIELD_START) {
          state = UNQUOTED;
          start = i;
        }
        continue;
      }
      // A delimiter or a line break ends the field (FieldStart: an empty one).
      record.push(state === QUOTE_SEEN ? field : field + text.slice(state === UNQUOTED ? start : i, i));
      field = '';
      state = FIELD_START;
      if (c !== delim) {
        yield record;
        record = [];
        if (c === CR) {
          if (i + 1 < n) {
            if (text.charCodeAt(i + 1) === LF) i++;
          } else skipLf = true;
        }
      }
    }
    if (state === UNQUOTED || state === QUOTED) field += text.slice(start, n);
  }
  if (state === QUOTED) throw new CsvSyntaxError('quote not closed');
  if (state !== FIELD_START || record.length > 0) {
    record.push(field);
    yield record;
  }
}

/** The text of `bytes` (UTF-8) in slices, a multi-byte character never split. */
function* textSlices(bytes: Buffer): Generator<string> {
  const decoder = new StringDecoder('utf8');
  for (let p = 0; p < bytes.length; p += SLICE) yield decoder.write(bytes.subarray(p, p + SLICE));
  const rest = decoder.end();
  if (rest) yield rest;
}
function delimiterOf(bytes: Buffer): string {
  const end = bytes.indexOf(0x0a);
  const line = bytes.subarray(0, end < 0 ? Math.min(bytes.length, 64 * 1024) : end).toString('utf8');
  let quoted = false;
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch]!++;
  }
  const [best, count] = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
  return count > 0 ? best : ',';
}

/** Line feeds in the file: the row count for progress (quoted line breaks make it an estimate). */
function lineCount(bytes: Buffer): number {
  let n = 0;
  for (let i = bytes.indexOf(0x0a); i >= 0; i = bytes.indexOf(0x0a, i + 1)) n++;
  return n;
}

export function openCsvRows(bytes: Buffer): CsvRowSource {
  if (!isUtf8(bytes)) throw badRequest('imports.csv_encoding');
  // The byte-order mark some programs (Excel) write first is no part of the text.
  const text = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  const delimiter = delimiterOf(text);
  return {
    declaredRows: Math.max(0, lineCount(bytes) - 1),
    async *rows() {
      let rowNumber = 0;
      try {
        for (const record of csvRecords(textSlices(text), delimiter)) {
          rowNumber++;
          const cells: ImportCell[] = [];
          let any = false;
          for (const value of record) {
            const text = value.trim();
            cells.push(text === '' ? null : text);
            if (text !== '') any = true;
          }
          if (any) yield { rowNumber, cells };
        }
      } catch (error) {
        if (error instanceof CsvSyntaxError) throw badRequest('imports.csv_invalid', { row: rowNumber + 1 });
        throw error;
      }
    },
  };
}
