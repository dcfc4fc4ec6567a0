import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { type Column, cellValue, NUM_FMT } from './write-xlsx.ts';

/**
 * One sheet written row by row with exceljs's streaming writer: each committed row is serialised and
 * dropped, so a 100,000-row export holds one page of source rows and the compressed output, not a
 * workbook model of every cell (the in-memory writer of write-xlsx.ts needs several times more). Cells
 * are typed like write-xlsx.ts: money a number with 2 decimals from minor units; text an inline string
 * (`t="inlineStr"`), which no spreadsheet evaluates. exceljs writes a plain string without a
 * shared-strings table as `t="str"` (a formula's cached result), so text goes in as one rich-text run.
 */
/** A string as one rich-text run: exceljs then writes `<c t="inlineStr"><is>...`. */
const inlineText = (value: ReturnType<typeof cellValue>) =>
  typeof value === 'string' ? { richText: [{ text: value }] } : value;

export class XlsxStreamWriter<Row> {
  private readonly chunks: Buffer[] = [];
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;

  constructor(
    sheetName: string,
    private readonly columns: Column<Row>[],
  ) {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    // Inline strings: a shared-strings table would hold every distinct text until the end.
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: true,
      useSharedStrings: false,
    });
    this.workbook.creator = 'ShipLabel';
    this.sheet = this.workbook.addWorksheet(sheetName.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    this.sheet.columns = columns.map((c, i) => ({
      header: c.header,
      key: String(i),
      width: c.width ?? Math.max(12, c.header.length + 2),
      style: NUM_FMT[c.type ?? 'text'] ? { numFmt: NUM_FMT[c.type ?? 'text'] } : {},
    }));
    const header = this.sheet.getRow(1);
    columns.forEach((c, i) => {
      header.getCell(i + 1).value = inlineText(c.header);
    });
    header.font = { bold: true };
  }

  add(rows: Iterable<Row>): void {
    for (const row of rows) {
      this.sheet
        .addRow(this.columns.map((c) => inlineText(cellValue(c.type ?? 'text', c.value(row)))))
        .commit();
    }
  }

  async finish(): Promise<Buffer> {
    this.sheet.commit();
    await this.workbook.commit();
    return Buffer.concat(this.chunks);
  }
}
