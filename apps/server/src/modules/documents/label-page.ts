import type { PDFFont, PDFPage } from 'pdf-lib';
import type { LabelModel, LabelParcel } from './label-model.ts';
import { routingPayload } from './label-model.ts';
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
    y = c.text(text, M, y, { font: f.regular, size: 7, maxWidth: 160 });
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

/** The recipient, large: what a courier reads first (352 pt down to 262 pt). */
function drawShipTo(c: RawContent, model: LabelModel, f: LabelFonts) {
  c.text('SHIP', M, 336, { font: f.bold, size: 8 });
  c.text('TO:', M, 327, { font: f.bold, size: 8 });
  const maxWidth = LABEL_WIDTH - 40 - M;
  let y = c.text(model.toName, 40, 334, { font: f.bold, size: 13, maxWidth });
  for (const text of model.toLines.slice(0, 3))
    y = c.text(text, 40, y, { font: f.regular, size: 12, maxWidth });
  y = c.text(model.toCityLine, 40, y - 2, { font: f.bold, size: 16, maxWidth });
  if (model.toCountry !== 'US') c.text(model.toCountry, 40, y, { font: f.bold, size: 12 });
  rule(c, 262, 2.5);
}

/** 2D routing code beside the destination postcode and zone (262 pt down to 182 pt). */
function drawRouting(c: RawContent, model: LabelModel, parcel: LabelParcel, f: LabelFonts) {
  c.rectangles(qrRectangles(qrModules(routingPayload(model, parcel)), { x: M + 2, y: 187, side: 70 }));
  c.line(92, 182, 92, 262, 0.8);
  const centre = (92 + LABEL_WIDTH) / 2;
  c.textCentred(`${model.toCountry} ${model.toZip}`, centre, 228, { font: f.bold, size: 24, maxWidth: 180 });
  if (model.zone) c.textCentred(`ZONE ${model.zone}`, centre, 196, { font: f.bold, size: 16 });
  rule(c, 182, 3);
}

/** Service name and tracking number, then the Code 128 barcode with the number under it. */
function drawTracking(c: RawContent, model: LabelModel, parcel: LabelParcel, f: LabelFonts) {
  c.text(model.serviceName, M, 162, { font: f.bold, size: 16, maxWidth: 190 });
  c.textRight(model.carrierName, RIGHT, 166, { font: f.bold, size: 8, maxWidth: 80 });
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
  const style = { font: f.regular, size: 8, maxWidth: LABEL_WIDTH - 2 * M };
  let y = c.text(`ORDER: ${model.orderNo}`, M, 56, { ...style, font: f.bold });
  if (parcel.reference) y = c.text(`REF 1: ${parcel.reference}`, M, y, style);
  if (parcel.reference2) y = c.text(`REF 2: ${parcel.reference2}`, M, y, style);
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
