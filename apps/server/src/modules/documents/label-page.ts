import { degrees, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { LabelModel, LabelParcel } from './label-model.ts';
import { routingPayload } from './label-model.ts';
import { line, lineCentred, lineRight } from './pdf-text.ts';
import { code128Widths, drawCode128, drawQr, qrModules } from './vector-barcodes.ts';

/** A 4x6 in label in points; the page drawing works in these local coordinates (origin bottom left). */
export const LABEL_WIDTH = 288;
export const LABEL_HEIGHT = 432;
const M = 8;
const RIGHT = LABEL_WIDTH - M;
const BLACK = rgb(0, 0, 0);

export interface LabelFonts {
  regular: PDFFont;
  bold: PDFFont;
}

function rule(page: PDFPage, y: number, thickness: number) {
  page.drawLine({ start: { x: 0, y }, end: { x: LABEL_WIDTH, y }, thickness, color: BLACK });
}

/** Sender, and on the right the parcel's weight, count, dimensions and date (top 80 pt). */
function drawHeader(page: PDFPage, model: LabelModel, parcel: LabelParcel, f: LabelFonts) {
  let y = LABEL_HEIGHT - M - 6;
  for (const text of model.from.slice(0, 7))
    y = line(page, text, M, y, { font: f.regular, size: 7, maxWidth: 160 });
  page.drawLine({
    start: { x: 174, y: 352 },
    end: { x: 174, y: LABEL_HEIGHT },
    thickness: 0.8,
    color: BLACK,
  });
  const small = { font: f.regular, size: 7 };
  lineRight(page, parcel.actualWeight, RIGHT, LABEL_HEIGHT - 22, { font: f.bold, size: 14 });
  lineRight(page, `PKG ${parcel.index} OF ${parcel.count}`, RIGHT, LABEL_HEIGHT - 36, {
    font: f.bold,
    size: 10,
  });
  if (parcel.billableWeight)
    lineRight(page, `BILLABLE WT ${parcel.billableWeight}`, RIGHT, LABEL_HEIGHT - 48, small);
  if (parcel.dimensions) lineRight(page, `DIM ${parcel.dimensions}`, RIGHT, LABEL_HEIGHT - 58, small);
  lineRight(page, `SHIP DATE ${model.shipDate}`, RIGHT, LABEL_HEIGHT - 68, small);
  rule(page, 352, 1.5);
}

/** The recipient, large: what a courier reads first (352 pt down to 262 pt). */
function drawShipTo(page: PDFPage, model: LabelModel, f: LabelFonts) {
  page.drawText('SHIP', { x: M, y: 336, font: f.bold, size: 8 });
  page.drawText('TO:', { x: M, y: 327, font: f.bold, size: 8 });
  const width = LABEL_WIDTH - 40 - M;
  let y = line(page, model.toName, 40, 334, { font: f.bold, size: 13, maxWidth: width });
  for (const text of model.toLines.slice(0, 3))
    y = line(page, text, 40, y, { font: f.regular, size: 12, maxWidth: width });
  y = line(page, model.toCityLine, 40, y - 2, { font: f.bold, size: 16, maxWidth: width });
  if (model.toCountry !== 'US') line(page, model.toCountry, 40, y, { font: f.bold, size: 12 });
  rule(page, 262, 2.5);
}

/** 2D routing code beside the destination postcode and zone (262 pt down to 182 pt). */
function drawRouting(page: PDFPage, model: LabelModel, parcel: LabelParcel, f: LabelFonts) {
  drawQr(page, qrModules(routingPayload(model, parcel)), { x: M + 2, y: 187, side: 70 });
  page.drawLine({ start: { x: 92, y: 182 }, end: { x: 92, y: 262 }, thickness: 0.8, color: BLACK });
  const centre = (92 + LABEL_WIDTH) / 2;
  lineCentred(page, `${model.toCountry} ${model.toZip}`, centre, 228, {
    font: f.bold,
    size: 24,
    maxWidth: 180,
  });
  if (model.zone) lineCentred(page, `ZONE ${model.zone}`, centre, 196, { font: f.bold, size: 16 });
  rule(page, 182, 3);
}

/** Service name and tracking number, then the Code 128 barcode with the number under it. */
function drawTracking(page: PDFPage, model: LabelModel, parcel: LabelParcel, f: LabelFonts) {
  line(page, model.serviceName, M, 162, { font: f.bold, size: 16, maxWidth: 190 });
  lineRight(page, model.carrierName, RIGHT, 166, { font: f.bold, size: 8, maxWidth: 80 });
  page.drawText(`TRACKING #: ${parcel.trackingNumber}`, { x: M, y: 152, font: f.regular, size: 8 });
  rule(page, 146, 1);
  const widths = code128Widths(parcel.trackingNumber);
  const modules = widths.reduce((sum, w) => sum + w, 0);
  // At most 2 pt per module, leaving at least 16 pt quiet zones (Code 128 needs 10 modules).
  const width = Math.min(LABEL_WIDTH - 32, modules * 2);
  drawCode128(page, widths, { x: (LABEL_WIDTH - width) / 2, y: 86, width, height: 52 });
  lineCentred(page, spaced(parcel.trackingNumber), LABEL_WIDTH / 2, 74, { font: f.bold, size: 10 });
  rule(page, 68, 2);
}

/** Order number and references. */
function drawFooter(page: PDFPage, model: LabelModel, parcel: LabelParcel, f: LabelFonts) {
  const style = { font: f.regular, size: 8, maxWidth: LABEL_WIDTH - 2 * M };
  let y = line(page, `ORDER: ${model.orderNo}`, M, 56, { ...style, font: f.bold });
  if (parcel.reference) y = line(page, `REF 1: ${parcel.reference}`, M, y, style);
  if (parcel.reference2) y = line(page, `REF 2: ${parcel.reference2}`, M, y, style);
  if (model.isTest) line(page, 'SAMPLE - NOT FOR SHIPPING', M, Math.min(y, 14), { font: f.bold, size: 9 });
}

/**
 * Test and sandbox labels carry a light watermark across the address block, drawn first so the
 * address stays readable on top and kept away from the barcodes.
 */
function drawSampleMark(page: PDFPage, f: LabelFonts) {
  const text = 'SAMPLE - NOT FOR SHIPPING';
  const size = 248 / f.bold.widthOfTextAtSize(text, 1);
  page.drawText(text, {
    x: 22,
    y: 272,
    font: f.bold,
    size,
    rotate: degrees(14),
    color: rgb(0.78, 0.78, 0.78),
  });
}

/** Groups a tracking number in fours for reading aloud, as carriers print it. */
const spaced = (n: string) => n.replace(/(.{4})(?=.)/g, '$1 ');

/** Draws one parcel's 4x6 label at the current origin. */
export function drawLabel(page: PDFPage, model: LabelModel, parcel: LabelParcel, fonts: LabelFonts) {
  if (model.isTest) drawSampleMark(page, fonts);
  drawHeader(page, model, parcel, fonts);
  drawShipTo(page, model, fonts);
  drawRouting(page, model, parcel, fonts);
  drawTracking(page, model, parcel, fonts);
  drawFooter(page, model, parcel, fonts);
}
