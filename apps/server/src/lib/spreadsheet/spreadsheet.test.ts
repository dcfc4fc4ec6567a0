import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { CsvSyntaxError, csvRecords, openCsvRows } from './csv-row-reader.ts';
import { readXlsx, requireColumns } from './read-xlsx.ts';
import { safeCellText } from './safe-cell.ts';
import { writeXlsx } from './write-xlsx.ts';

describe('safeCellText', () => {
  it.each(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx'])('escapes %j', (text) => {
    expect(safeCellText(text)).toBe(`'${text}`);
  });
  it('leaves ordinary text alone', () => {
    expect(safeCellText('Los Angeles = LA')).toBe('Los Angeles = LA');
  });
});

describe('writeXlsx then readXlsx', () => {
  it('round-trips typed columns and keeps formula-like text as typed (a string cell)', async () => {
    const rows = [
      { name: '=HYPERLINK("x")', amount: 12345n, count: 3, at: new Date('2026-01-02T03:04:05Z') },
      { name: '张三', amount: -5n, count: 0, at: new Date('2026-02-03T00:00:00Z') },
    ];
    const bytes = await writeXlsx([
      {
        name: 'Sheet',
        columns: [
          { header: 'Name', value: (r: (typeof rows)[0]) => r.name },
          { header: 'Amount', type: 'money', value: (r: (typeof rows)[0]) => r.amount },
          { header: 'Count', type: 'int', value: (r: (typeof rows)[0]) => r.count },
          { header: 'At', type: 'date', value: (r: (typeof rows)[0]) => r.at },
        ],
        rows,
      },
    ]);
    const sheet = await readXlsx(bytes, { maxRows: 10 });
    expect(sheet.headers).toEqual(['Name', 'Amount', 'Count', 'At']);
    expect(sheet.rows.map((r) => r.cells.slice(0, 3))).toEqual([
      ['=HYPERLINK("x")', 123.45, 3],
      ['张三', -0.05, 0],
    ]);
    expect(sheet.rows[0]?.rowNumber).toBe(2);
  });

  it('refuses a file that is not a spreadsheet and too many rows', async () => {
    await expect(readXlsx(Buffer.from('not a zip'), { maxRows: 5 })).rejects.toMatchObject({
      errorCode: 'sheet.unreadable',
    });
    const bytes = await writeXlsx([
      { name: 'S', columns: [{ header: 'N', type: 'int', value: (n: number) => n }], rows: [1, 2, 3] },
    ]);
    await expect(readXlsx(bytes, { maxRows: 2 })).rejects.toMatchObject({ errorCode: 'sheet.too_many_rows' });
  });
});

describe('requireColumns', () => {
  it('finds columns by any accepted name, ignoring case and spaces', () => {
    expect(requireColumns(['Zip Code', 'WEIGHT (lb)'], { zip: ['zipcode'], weight: ['weight(lb)'] })).toEqual(
      {
        zip: 0,
        weight: 1,
      },
    );
  });
  it('names every missing column', () => {
    try {
      requireColumns(['a'], { zip: ['Zip'], weight: ['Weight'] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).params).toEqual({ columns: 'Zip, Weight' });
    }
  });
});

describe('csvRecords', () => {
  /** csv-parse (the parser used before) with the options the import used: the reference. */
  const reference = (text: string, delimiter: string) =>
    parse(text, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  /** The same text cut into slices of every size from 1 to 7 characters. */
  const sliced = (text: string, size: number) =>
    Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));

  it.each([
    ['a,b,c\n1,2,3\n', ','],
    ['a,b\r\n1,2\r\n"x, y",z', ','],
    ['a;b\r1;2\r', ';'],
    ['a\tb\n"line\nbreak"\t"say ""hi"""\n', '\t'],
    ['a,b\n\n,\n"",x\n', ','],
    ['name,note\nAnn,5" tall\nBob,"quoted ""twice"""\n', ','],
    ['张三,"李四\r\n王五",赵六\n', ','],
    ['a,b,', ','],
    ['"only"', ','],
    ['a,"b"c\n"5" tall,"x" ,y\n', ','],
    ['a,"b"""x\n', ','],
  ])('splits %j like csv-parse, whatever the slices', (text, delimiter) => {
    const expected = reference(text, delimiter);
    for (let size = 1; size <= 7; size++)
      expect([...csvRecords(sliced(text, size), delimiter)]).toEqual(expected);
    expect([...csvRecords([text], delimiter)]).toEqual(expected);
  });

  it.each(['a,"b\n', '"a""'])('refuses %j', (text) => {
    expect(() => reference(text, ',')).toThrow();
    expect(() => [...csvRecords([text], ',')]).toThrow(CsvSyntaxError);
  });

  it('reads rows with their spreadsheet numbers, skipping empty lines, BOM dropped', async () => {
    const bytes = Buffer.from('\uFEFFh1,h2\n a ,\n\n,\n"x\ny",2\n');
    const rows = [];
    for await (const row of openCsvRows(bytes).rows()) rows.push(row);
    expect(rows).toEqual([
      { rowNumber: 1, cells: ['h1', 'h2'] },
      { rowNumber: 2, cells: ['a', null] },
      { rowNumber: 5, cells: ['x\ny', '2'] },
    ]);
  });
});
