import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { type InvoiceModel, type InvoiceOrder, invoiceModelOf } from './invoice-model.ts';
import { line, lineRight } from './pdf-text.ts';

const MARGIN = 40;
const GREY = rgb(0.9, 0.9, 0.9);
const BLACK = rgb(0, 0, 0);
const ROW = 14;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Item table columns: left edge, width, right-aligned? */
const COLUMNS = [
  { title: 'Description of goods', x: 0, width: 178 },
  { title: 'HS / Schedule B', x: 182, width: 76 },
  { title: 'Origin', x: 262, width: 34 },
  { title: 'Qty', x: 300, width: 36, right: true },
  { title: 'Unit value', x: 340, width: 58, right: true },
  { title: 'Total value', x: 402, width: 64, right: true },
  { title: 'Weight', x: 470, width: 62, right: true },
] as const;

function cells(page: PDFPage, values: string[], y: number, font: PDFFont) {
  COLUMNS.forEach((c, i) => {
    const style = { font, size: 8, maxWidth: c.width };
    const text = values[i] ?? '';
    if ('right' in c) lineRight(page, text, MARGIN + c.x + c.width, y, style);
    else line(page, text, MARGIN + c.x, y, style);
  });
}

function tableHeader(page: PDFPage, y: number, f: Fonts): number {
  const width = page.getWidth() - 2 * MARGIN;
  page.drawRectangle({ x: MARGIN - 2, y: y - 4, width: width + 4, height: ROW, color: GREY });
  cells(
    page,
    COLUMNS.map((c) => c.title),
    y,
    f.bold,
  );
  return y - ROW - 2;
}

/** A labelled block of lines (exporter, consignee); returns the y below it. */
function block(page: PDFPage, title: string, lines: string[], x: number, y: number, f: Fonts): number {
  let next = line(page, title, x, y, { font: f.bold, size: 9 });
  for (const text of lines) next = line(page, text, x, next, { font: f.regular, size: 9, maxWidth: 250 });
  return next;
}

function facts(page: PDFPage, pairs: [string, string][], x: number, y: number, f: Fonts): number {
  let next = y;
  for (const [label, value] of pairs) {
    page.drawText(label, { x, y: next, font: f.bold, size: 8 });
    next = line(page, value || '-', x + 90, next, { font: f.regular, size: 8, maxWidth: 190 });
  }
  return next;
}

/** Splits comma-separated text into lines that fit `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

function drawHead(page: PDFPage, m: InvoiceModel, f: Fonts): number {
  const top = page.getHeight() - MARGIN;
  page.drawText('COMMERCIAL INVOICE', { x: MARGIN, y: top - 16, font: f.bold, size: 18 });
  page.drawText('Customs declaration', { x: MARGIN, y: top - 30, font: f.regular, size: 9 });
  facts(
    page,
    [
      ['Invoice no.', m.invoiceNo],
      ['Date', m.date],
      ['Reference', m.reference],
    ],
    340,
    top - 8,
    f,
  );
  const y = top - 56;
  const left = block(
    page,
    'EXPORTER / SHIPPER',
    [...m.exporter, `EIN / Tax ID: ${m.ein || '-'}`],
    MARGIN,
    y,
    f,
  );
  const right = block(page, 'CONSIGNEE / RECIPIENT', m.consignee, 320, y, f);
  let next = Math.min(left, right) - 8;
  const details: [string, string][] = [
    ['Carrier / service', m.carrier],
    ['Contents type', m.contentsType],
    ['Duties and taxes', m.terms],
    ['Tariff / tax number', m.tariffNumber],
    ['If undeliverable', m.nonDelivery],
    ['Packages', String(m.packages)],
    ['Gross weight', m.grossWeight],
  ];
  next = Math.min(
    facts(page, details.slice(0, 3), MARGIN, next, f),
    facts(page, details.slice(3), 340, next, f),
  );
  page.drawText('Tracking numbers', { x: MARGIN, y: next, font: f.bold, size: 8 });
  // Up to 50 parcels: the numbers wrap over as many lines as they need.
  for (const text of wrap(m.trackingNumbers || '-', f.regular, 8, page.getWidth() - 2 * MARGIN - 90))
    next = line(page, text, MARGIN + 90, next, { font: f.regular, size: 8 });
  return next - 10;
}

function drawTotalsAndDeclaration(page: PDFPage, m: InvoiceModel, y: number, f: Fonts) {
  page.drawLine({
    start: { x: MARGIN, y: y + 10 },
    end: { x: page.getWidth() - MARGIN, y: y + 10 },
    color: BLACK,
  });
  cells(
    page,
    ['TOTAL', '', '', String(m.totalQuantity), '', `USD ${m.totalValue}`, m.totalWeight],
    y,
    f.bold,
  );
  let next = y - 30;
  const statement = [
    'I declare that all the information contained in this invoice is true and correct, and that the',
    'contents and value of this shipment are as stated above. These commodities are exported in',
    'accordance with the applicable export regulations.',
  ];
  for (const text of statement) next = line(page, text, MARGIN, next, { font: f.regular, size: 9 });
  next -= 16;
  page.drawText(`Signature: ${m.signer}`, { x: MARGIN, y: next, font: f.bold, size: 10 });
  page.drawText(`Date: ${m.date}`, { x: 340, y: next, font: f.bold, size: 10 });
  page.drawLine({ start: { x: MARGIN + 52, y: next - 3 }, end: { x: 300, y: next - 3 }, thickness: 0.5 });
}

/** Space the totals and the declaration need below the last item row. */
const FOOTER_SPACE = 120;

export async function renderInvoiceModelPdf(m: InvoiceModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Commercial invoice ${m.invoiceNo}`);
  doc.setCreator('ShipLabel');
  doc.setProducer('ShipLabel');
  const f: Fonts = {
    regular: doc.embedStandardFont(StandardFonts.Helvetica),
    bold: doc.embedStandardFont(StandardFonts.HelveticaBold),
  };
  const size: [number, number] = m.a4 ? [595.28, 841.89] : [612, 792];
  let page = doc.addPage(size);
  let y = tableHeader(page, drawHead(page, m, f), f);
  for (const [i, row] of m.rows.entries()) {
    // The last row must leave room for the totals; otherwise any row needs one line.
    const needed = i === m.rows.length - 1 ? FOOTER_SPACE : ROW;
    if (y - needed < MARGIN) {
      page = doc.addPage(size);
      page.drawText(`Commercial invoice ${m.invoiceNo} (continued)`, {
        x: MARGIN,
        y: size[1] - MARGIN - 10,
        font: f.bold,
        size: 10,
      });
      y = tableHeader(page, size[1] - MARGIN - 36, f);
    }
    const values = [row.description, row.hsCode, row.origin, String(row.quantity)];
    cells(page, [...values, row.unitValue, row.totalValue, row.weight], y, f.regular);
    y -= ROW;
  }
  if (y - FOOTER_SPACE < MARGIN) {
    page = doc.addPage(size);
    y = size[1] - MARGIN - 20;
  }
  drawTotalsAndDeclaration(page, m, y - 8, f);
  return doc.save({ useObjectStreams: false });
}

/** The commercial invoice of an international order (the caller checks that it is one). */
export function renderInvoicePdf(order: InvoiceOrder): Promise<Uint8Array> {
  return renderInvoiceModelPdf(invoiceModelOf(order));
}
