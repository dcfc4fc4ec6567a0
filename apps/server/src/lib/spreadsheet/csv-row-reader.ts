import { isUtf8 } from 'node:buffer';
import type { ImportCell } from '@shiplabel/shared';
import { parse } from 'csv-parse';
import { badRequest } from '../errors.ts';
import type { StreamedRow } from './xlsx-row-reader.ts';

/**
 * A CSV file read record by record with csv-parse's streaming parser (fed in 64 KB slices), so memory
 * holds one slice and one record. UTF-8 only, with or without a byte-order mark (Excel's "CSV UTF-8"
 * writes one); other encodings (GBK, Windows-1252) are refused with a message saying how to save the file.
 * The delimiter is the one of comma, semicolon and tab that the header line uses most. Row numbers are
 * counted as a spreadsheet shows them (the header is row 1; a quoted line break stays in its row).
 */
export interface CsvRowSource {
  declaredRows: number;
  rows(): AsyncGenerator<StreamedRow>;
}

const SLICE = 64 * 1024;

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
  const delimiter = delimiterOf(
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes,
  );
  return {
    declaredRows: Math.max(0, lineCount(bytes) - 1),
    async *rows() {
      const parser = parse({
        bom: true,
        delimiter,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: false,
      });
      // Fed lazily: the parser is given the next slice only when its output has been read.
      const feed = (async () => {
        for (let p = 0; p < bytes.length; p += SLICE) {
          if (parser.destroyed) return;
          if (!parser.write(bytes.subarray(p, Math.min(bytes.length, p + SLICE))))
            await new Promise<void>((resolve) => {
              const done = () => {
                parser.off('drain', done);
                parser.off('close', done);
                resolve();
              };
              parser.on('drain', done);
              parser.on('close', done);
            });
        }
        if (!parser.destroyed) parser.end();
      })();
      let rowNumber = 0;
      try {
        for await (const record of parser as AsyncIterable<string[]>) {
          rowNumber++;
          const cells: ImportCell[] = record.map((v) => (v.trim() === '' ? null : v.trim()));
          if (cells.every((c) => c === null)) continue;
          yield { rowNumber, cells };
        }
      } catch (error) {
        if ((error as { code?: string }).code?.startsWith('CSV_'))
          throw badRequest('imports.csv_invalid', { row: rowNumber + 1 });
        throw error;
      } finally {
        parser.destroy();
        await feed.catch(() => undefined);
      }
    },
  };
}
