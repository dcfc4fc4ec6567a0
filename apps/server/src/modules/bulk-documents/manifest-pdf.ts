import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { pdfSafe } from '../documents/pdf-text.ts';
import { RawContent } from '../documents/raw-content.ts';
import { code128Rectangles, code128Widths } from '../documents/vector-barcodes.ts';

/** One parcel line of the manifest: a parcel of an order, with its own tracking number. */
export interface ManifestParcel {
  orderNo: string;
  trackingNo: string;
  recipient: string;
  zip: string;
  /** e.g. "2.5 lb" */
  weight: string;
  service: string;
}

export interface ManifestModel {
  manifestNo: string;
  carrier: string;
  channel: string;
  carrierManifestId: string;
  shipDate: string;
  shipper: string[];
  createdAt: string;
  orderCount: number;
  totalWeight: string;
  parcels: ManifestParcel[];
}

// US letter, half-inch margins.
const WIDTH = 612;
const HEIGHT = 792;
const MARGIN = 36;
const ROW_HEIGHT = 46;
const HEADER_HEIGHT = 200;
const TABLE_HEAD = 22;
const FOOTER = 24;
/**
 * Column left edges; the tracking column holds a Code 128 wide enough for 200 dpi scans. The service is
 * printed under the order number (a column of its own at the right edge was 24 pt wide and cut every
 * name); every text shrinks or wraps within its cell rather than being cut.
 */
const COLS = {
  n: MARGIN,
  order: MARGIN + 28,
  tracking: MARGIN + 122,
  recipient: 372,
  zip: 474,
  weight: 526,
  end: WIDTH - MARGIN,
};
const BARCODE_WIDTH = 210;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** How many parcel rows fit on the first page (below the header) and on each later page. */
const rowsFitting = (top: number) => Math.floor((top - TABLE_HEAD - MARGIN - FOOTER) / ROW_HEIGHT);
const FIRST_PAGE_ROWS = rowsFitting(HEIGHT - MARGIN - HEADER_HEIGHT);
const NEXT_PAGE_ROWS = rowsFitting(HEIGHT - MARGIN);

function drawHeader(raw: RawContent, m: ManifestModel, f: Fonts): number {
  let y = HEIGHT - MARGIN - 18;
  raw.text('END OF DAY MANIFEST', MARGIN, y, { font: f.bold, size: 18 });
  raw.textRight(pdfSafe(m.manifestNo), WIDTH - MARGIN, y, { font: f.bold, size: 14 });
  // The manifest number as a barcode: the driver scans it to accept the whole pickup at once.
  raw.rectangles(
    code128Rectangles(code128Widths(m.manifestNo), {
      x: WIDTH - MARGIN - 220,
      y: y - 58,
      width: 220,
      height: 48,
    }),
  );
  y -= 26;
  const label = { font: f.bold, size: 9 };
  const value = { font: f.regular, size: 10, maxWidth: 220, minSize: 7, maxLines: 2 };
  const facts: [string, string][] = [
    ['Carrier', m.carrier],
    ['Channel', m.channel],
    ['Carrier manifest', m.carrierManifestId || '-'],
    ['Ship date', m.shipDate],
    ['Created', m.createdAt],
  ];
  for (const [name, text] of facts) {
    raw.text(name, MARGIN, y, label);
    y = raw.block(pdfSafe(text), MARGIN + 92, y, value);
  }
  y -= 6;
  raw.text('Shipper', MARGIN, y, label);
  for (const line of m.shipper) y = raw.block(pdfSafe(line), MARGIN + 92, y, value);
  // One total per line: together on one line they did not fit the 220 pt beside the barcode.
  let totalsY = HEIGHT - MARGIN - 100;
  for (const total of [
    `Orders: ${m.orderCount}`,
    `Parcels: ${m.parcels.length}`,
    `Total weight: ${m.totalWeight}`,
  ])
    totalsY = raw.block(total, WIDTH - MARGIN - 220, totalsY, {
      font: f.bold,
      size: 10,
      maxWidth: 220,
      minSize: 7,
    });
  return HEIGHT - MARGIN - HEADER_HEIGHT;
}

function drawTableHead(raw: RawContent, top: number, f: Fonts): number {
  const style = { font: f.bold, size: 8 };
  const y = top - 14;
  raw.text('#', COLS.n, y, style);
  raw.text('Order no. / Service', COLS.order, y, style);
  raw.text('Tracking number', COLS.tracking, y, style);
  raw.text('Recipient', COLS.recipient, y, style);
  raw.text('ZIP', COLS.zip, y, style);
  raw.text('Weight', COLS.weight, y, style);
  raw.line(MARGIN, top - TABLE_HEAD + 2, WIDTH - MARGIN, top - TABLE_HEAD + 2, 0.8);
  return top - TABLE_HEAD;
}

function drawRow(raw: RawContent, p: ManifestParcel, index: number, top: number, f: Fonts) {
  const text = { font: f.regular, size: 8 };
  const y = top - 14;
  raw.text(String(index + 1), COLS.n, y, text);
  const cell = (right: number, left: number, lines: number) => ({
    ...text,
    maxWidth: right - left - 6,
    minSize: 6,
    maxLines: lines,
  });
  const below = raw.block(pdfSafe(p.orderNo), COLS.order, y, {
    ...cell(COLS.tracking, COLS.order, 1),
    font: f.bold,
  });
  raw.block(pdfSafe(p.service), COLS.order, below, { ...cell(COLS.tracking, COLS.order, 2), size: 7 });
  // Ten modules of quiet zone either side come from the column gaps.
  raw.rectangles(
    code128Rectangles(code128Widths(p.trackingNo), {
      x: COLS.tracking + 4,
      y: top - 32,
      width: BARCODE_WIDTH - 24,
      height: 26,
    }),
  );
  raw.text(pdfSafe(p.trackingNo), COLS.tracking + 4, top - 42, { font: f.regular, size: 7 });
  raw.block(pdfSafe(p.recipient), COLS.recipient, y, cell(COLS.zip, COLS.recipient, 3));
  raw.block(pdfSafe(p.zip), COLS.zip, y, cell(COLS.weight, COLS.zip, 2));
  raw.block(p.weight, COLS.weight, y, cell(COLS.end + 6, COLS.weight, 1));
  raw.line(MARGIN, top - ROW_HEIGHT, WIDTH - MARGIN, top - ROW_HEIGHT, 0.3);
}

/**
 * The manifest as a PDF: a header (carrier, channel, manifest number as a Code 128, ship date, shipper,
 * totals), then one table row per parcel with its tracking number as a Code 128, on as many pages as it
 * takes; every page is numbered and names the manifest. Text and bars are raw PDF operators like the
 * labels' (documents/raw-content.ts), and Latin script only like every PDF here (docs/documents.md).
 */
export async function renderManifestPdf(m: ManifestModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Manifest ${m.manifestNo}`);
  doc.setCreator('ShipLabel');
  doc.setProducer('ShipLabel');
  const f: Fonts = {
    regular: doc.embedStandardFont(StandardFonts.Helvetica),
    bold: doc.embedStandardFont(StandardFonts.HelveticaBold),
  };
  const pageCount =
    m.parcels.length <= FIRST_PAGE_ROWS
      ? 1
      : 1 + Math.ceil((m.parcels.length - FIRST_PAGE_ROWS) / NEXT_PAGE_ROWS);
  let next = 0;
  for (let pageIndex = 0; pageIndex < pageCount; pageIndex++) {
    const page = doc.addPage([WIDTH, HEIGHT]);
    const raw = new RawContent(page, WIDTH, HEIGHT);
    let top = pageIndex === 0 ? drawHeader(raw, m, f) : HEIGHT - MARGIN;
    top = drawTableHead(raw, top, f);
    const rows = pageIndex === 0 ? FIRST_PAGE_ROWS : NEXT_PAGE_ROWS;
    for (let r = 0; r < rows && next < m.parcels.length; r++, next++) {
      drawRow(raw, m.parcels[next]!, next, top, f);
      top -= ROW_HEIGHT;
    }
    const footer = `${pdfSafe(m.manifestNo)}  -  page ${pageIndex + 1} of ${pageCount}`;
    raw.text(footer, MARGIN, MARGIN - 8, { font: f.regular, size: 8, gray: 0.35 });
    raw.place(0, 0);
  }
  return doc.save({ useObjectStreams: false });
}
