import type { PDFFont, PDFPage } from 'pdf-lib';
import type { LabelModel, LabelParcel } from './label-model.ts';
import { routingPayload } from './label-model.ts';
import { fitBlock } from './pdf-text.ts';
import { RawContent } from './raw-content.ts';
import { code128Rectangles, code128Widths, qrModules, qrRectangles } from './vector-barcodes.ts';

/** A 4x6 in label in points; the drawing works in these local coordinates (origin bottom left). */
export const LABEL_WIDTH = 288;
export const LABEL_HEIGHT = 432;
const M = 8;
const RIGHT = LABEL_WIDTH - M;

export interface LabelFonts {
  regular: PDFFont;
  bold: PDFFont;
}

const rule = (c: RawContent, y: number, thickness: number) => c.line(0, y, LABEL_WIDTH, y, thickness);

/** Sender, and on the right the parcel's weight, count, dimensions and date (top 80 pt). */
function drawHeader(c: RawContent, model: LabelModel, parcel: LabelParcel, f: LabelFonts) {
  let y = LABEL_HEIGHT - M - 6;
  for (const text of model.from.slice(0, 7))
    y = c.block(text, M, y, { font: f.regular, size: 7, maxWidth: 160, minSize: 5.5 });
  c.line(174, 352, 174, LABEL_HEIGHT, 0.8);
  const small = { font: f.regular, size: 7 };
  c.textRight(parcel.actualWeight, RIGHT, LABEL_HEIGHT - 22, { font: f.bold, size: 14 });
  c.textRight(`PKG ${parcel.index} OF ${parcel.count}`, RIGHT, LABEL_HEIGHT - 36, { font: f.bold, size: 10 });
  if (parcel.billableWeight)
    c.textRight(`BILLABLE WT ${parcel.billableWeight}`, RIGHT, LABEL_HEIGHT - 48, small);
  if (parcel.dimensions) c.textRight(`DIM ${parcel.dimensions}`, RIGHT, LABEL_HEIGHT - 58, small);
  c.textRight(`SHIP DATE ${model.shipDate}`, RIGHT, LABEL_HEIGHT - 68, small);
  rule(c, 352, 1.5);
}

interface Entry {
  text: string;
  font: PDFFont;
  size: number;
  maxLines: number;
  /** Extra space above, in points. */
  gap?: number;
}

/** The lines of each entry at `scale` of its size, each fitted to the width (shrunk a little, then wrapped). */
const layoutEntries = (entries: Entry[], scale: number, maxWidth: number) =>
  entries.map((e) => {
    const size = e.size * scale;
    return {
      ...e,
      ...fitBlock(e.font, e.text, size, maxWidth, { minSize: size * 0.8, maxLines: e.maxLines }),
    };
  });

/**
 * The recipient, large: what a courier reads first (352 pt down to 262 pt). Nothing is cut: long lines
 * shrink or wrap, and when the block is too tall for its band every line is scaled down together. Abroad
 * the country's name is the last address line (UPU S42), and the recipient's phone is printed.
 */
function drawShipTo(c: RawContent, model: LabelModel, f: LabelFonts) {
  c.text('SHIP', M, 336, { font: f.bold, size: 8 });
  c.text('TO:', M, 327, { font: f.bold, size: 8 });
  const maxWidth = LABEL_WIDTH - 40 - M;
  const entries: Entry[] = [
    { text: model.toName, font: f.bold, size: 13, maxLines: 2 },
    ...model.toLines.slice(0, 3).map((text) => ({ text, font: f.regular, size: 12, maxLines: 2 })),
    { text: model.toCityLine, font: f.bold, size: 16, maxLines: 2, gap: 2 },
  ];
  if (model.international) entries.push({ text: model.toCountryName, font: f.bold, size: 14, maxLines: 2 });
  if (model.toPhone) entries.push({ text: `TEL ${model.toPhone}`, font: f.regular, size: 9, maxLines: 1 });
  const top = 334;
  const bottom = 267;
  const heightOf = (laid: ReturnType<typeof layoutEntries>) =>
    laid.reduce((h, e, i) => h + (i ? (e.gap ?? 0) : 0) + e.lines.length * e.size * 1.18, 0) -
    laid[laid.length - 1]!.size * 1.18;
  let laid = layoutEntries(entries, 1, maxWidth);
  for (let scale = 0.95; heightOf(laid) > top - bottom && scale >= 0.5; scale -= 0.05)
    laid = layoutEntries(entries, scale, maxWidth);
  let y = top;
  laid.forEach((e, i) => {
    if (i) y -= e.gap ?? 0;
    for (const line of e.lines) y = c.text(line, 40, y, { font: e.font, size: e.size });
  });
  rule(c, 262, 2.5);
}

/** 2D routing code beside the destination postcode and zone (262 pt down to 182 pt). */
function drawRouting(c: RawContent, model: LabelModel, parcel: LabelParcel, f: LabelFonts) {
  c.rectangles(qrRectangles(qrModules(routingPayload(model, parcel)), { x: M + 2, y: 187, side: 70 }));
  c.line(92, 182, 92, 262, 0.8);
  const centre = (92 + LABEL_WIDTH) / 2;
  c.block(`${model.toCountry} ${model.toZip}`, centre, 228, {
    font: f.bold,
    size: 24,
    maxWidth: 180,
    minSize: 12,
    align: 'centre',
  });
  // A USPS zone is domestic (zone 9 means the freely associated states): abroad there is none to print.
  const zoneText = model.international ? 'INTERNATIONAL' : model.zone ? `ZONE ${model.zone}` : '';
  if (zoneText) c.textCentred(zoneText, centre, 196, { font: f.bold, size: 16 });
  rule(c, 182, 3);
}

/**
 * Service name and tracking number, then the Code 128 barcode with the number under it. The service name
 * is never cut: it shrinks, then wraps onto two lines (a carrier's sorter reads it).
 */
function drawTracking(c: RawContent, model: LabelModel, parcel: LabelParcel, f: LabelFonts) {
  // One line shrunk down to 9 pt; else two lines of at most 9 pt, which is what the band holds.
  const oneLine = fitBlock(f.bold, model.serviceName, 16, 190, { minSize: 9 });
  const service =
    f.bold.widthOfTextAtSize(oneLine.lines[0]!, oneLine.size) <= 190 && !oneLine.lines[0]!.endsWith('...')
      ? oneLine
      : fitBlock(f.bold, model.serviceName, 9, 190, { minSize: 6, maxLines: 2 });
  let y = service.lines.length > 1 ? 172 : 162;
  for (const line of service.lines) y = c.text(line, M, y, { font: f.bold, size: service.size });
  c.block(model.carrierName, RIGHT, 166, {
    font: f.bold,
    size: 8,
    maxWidth: 80,
    minSize: 6,
    maxLines: 2,
    align: 'right',
  });
  c.text(`TRACKING #: ${parcel.trackingNumber}`, M, 152, { font: f.regular, size: 8 });
  rule(c, 146, 1);
  const widths = code128Widths(parcel.trackingNumber);
  const modules = widths.reduce((sum, w) => sum + w, 0);
  // At most 2 pt per module, leaving at least 16 pt quiet zones (Code 128 needs 10 modules).
  const width = Math.min(LABEL_WIDTH - 32, modules * 2);
  c.rectangles(code128Rectangles(widths, { x: (LABEL_WIDTH - width) / 2, y: 86, width, height: 52 }));
  c.textCentred(spaced(parcel.trackingNumber), LABEL_WIDTH / 2, 74, { font: f.bold, size: 10 });
  rule(c, 68, 2);
}

/** Order number and references. */
function drawFooter(c: RawContent, model: LabelModel, parcel: LabelParcel, f: LabelFonts) {
  const style = { font: f.regular, size: 8, maxWidth: LABEL_WIDTH - 2 * M, minSize: 6 };
  let y = c.block(`ORDER: ${model.orderNo}`, M, 56, { ...style, font: f.bold });
  if (parcel.reference) y = c.block(`REF 1: ${parcel.reference}`, M, y, style);
  if (parcel.reference2) y = c.block(`REF 2: ${parcel.reference2}`, M, y, style);
  if (model.isTest) c.text('SAMPLE - NOT FOR SHIPPING', M, Math.min(y, 14), { font: f.bold, size: 9 });
}

/**
 * Test and sandbox labels carry a light watermark across the address block, drawn first so the
 * address stays readable on top and kept away from the barcodes.
 */
function drawSampleMark(c: RawContent, f: LabelFonts) {
  const text = 'SAMPLE - NOT FOR SHIPPING';
  const size = 248 / f.bold.widthOfTextAtSize(text, 1);
  c.text(text, 22, 272, { font: f.bold, size, gray: 0.78 }, 14);
}

/** Groups a tracking number in fours for reading aloud, as carriers print it. */
const spaced = (n: string) => n.replace(/(.{4})(?=.)/g, '$1 ');

/** Draws one parcel's 4x6 label with its bottom-left corner at (x, y) of the page. */
export function drawLabel(
  page: PDFPage,
  at: { x: number; y: number },
  model: LabelModel,
  parcel: LabelParcel,
  fonts: LabelFonts,
) {
  const c = new RawContent(page, LABEL_WIDTH, LABEL_HEIGHT);
  if (model.isTest) drawSampleMark(c, fonts);
  drawHeader(c, model, parcel, fonts);
  drawShipTo(c, model, fonts);
  drawRouting(c, model, parcel, fonts);
  drawTracking(c, model, parcel, fonts);
  drawFooter(c, model, parcel, fonts);
  c.place(at.x, at.y);
}
