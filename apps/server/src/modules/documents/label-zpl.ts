import type { PDFFont } from 'pdf-lib';
import type { LabelModel, LabelOrder, LabelParcel } from './label-model.ts';
import { labelModelOf, routingPayload } from './label-model.ts';
import { LABEL_HEIGHT, LABEL_WIDTH } from './label-page.ts';
import { fitBlock } from './pdf-text.ts';
import { code128Widths, qrModules } from './vector-barcodes.ts';

/**
 * The 4x6 label of label-page.ts as ZPL II for 203 dpi thermal printers (812 x 1218 dots), one
 * ^XA ... ^XZ per parcel: the same model, texts, rules, Code 128 (^BC) and QR routing code (^BQ).
 * Positions are the PDF's points scaled by 203/72 (the PDF's origin is bottom left, ZPL's top left).
 *
 * Text uses the printer's scalable font 0 (^A0) under ^CI28 (UTF-8). The model's texts are already
 * Latin (pdfSafe; placement refuses CJK in printed fields), which font 0 prints. Chinese would need a
 * CJK font stored on the printer (e.g. a downloaded TrueType font selected with ^CW/^A@) that most
 * printers lack, so we never ask for one. Thermal printers print the 4x6 label only: labelSize (letter,
 * A4) does not apply. ZPL has no grey: test labels say SAMPLE in the footer, without the watermark.
 */

export const ZPL_DPI = 203;
export const ZPL_WIDTH_DOTS = 812;
export const ZPL_HEIGHT_DOTS = 1218;
const DOTS_PER_PT = ZPL_DPI / 72;
const M = 8;
const RIGHT = LABEL_WIDTH - M;

const dots = (pt: number) => Math.round(pt * DOTS_PER_PT);
/** A PDF y (points up from the bottom) as ZPL y (dots down from the top). */
const down = (y: number) => dots(LABEL_HEIGHT - y);

/**
 * Font 0's advance per character as a share of its height (measured on a rendering of ^A0 at equal
 * height and width): wide capitals, other capitals and digits, lower case, spaces. Used to fit texts
 * to their boxes as label-page.ts does with the PDF font's metrics.
 */
function advance(ch: string): number {
  if (ch === 'M' || ch === 'W') return 0.78;
  if (ch === ' ') return 0.3;
  if (/[A-Z0-9]/.test(ch)) return 0.54;
  if (/[a-z]/.test(ch)) return 0.46;
  return 0.5;
}
/** Font 0's width estimate in the shape fitBlock reads (it only calls widthOfTextAtSize). */
const FONT0 = {
  widthOfTextAtSize: (text: string, size: number) => [...text].reduce((w, ch) => w + advance(ch) * size, 0),
} as Pick<PDFFont, 'widthOfTextAtSize'> as PDFFont;

/**
 * Field data hex-escaped with ^FH (indicator `_`): `_`, `^`, `~` and every byte outside printable
 * ASCII (UTF-8 under ^CI28), so no text can end the field or issue a command, and the file stays ASCII.
 * In a field block (^FB) a backslash is itself an escape, written `\\`.
 */
export function zplFieldData(text: string, inBlock = false): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte);
    if (byte < 0x20 || byte > 0x7e || ch === '_' || ch === '^' || ch === '~')
      out += `_${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    else out += inBlock && ch === '\\' ? '\\\\' : ch;
  }
  return `^FH_^FD${out}^FS`;
}

type Align = 'left' | 'right' | 'centre';
interface TextOptions {
  size: number;
  /** Where `x` is: the left edge, the right edge or the centre of the text. */
  align?: Align;
  /** The box width for right and centred text (points). */
  width?: number;
}

/** Points of font size as ^A0 height in dots: a PDF font's size is its em, like ^A0's height. */
const font = (size: number) => {
  const h = Math.max(10, dots(size));
  return `^A0N,${h},${h}`;
};

/** One line of text with its baseline at y (points): ^FT for left text, a one-line ^FB otherwise. */
function text(out: string[], value: string, x: number, y: number, o: TextOptions): number {
  if (!value) return y - o.size * 1.18;
  const align = o.align ?? 'left';
  if (align === 'left') {
    out.push(`^FT${dots(x)},${down(y)}${font(o.size)}${zplFieldData(value)}`);
  } else {
    const width = o.width ?? LABEL_WIDTH;
    const left = align === 'right' ? x - width : x - width / 2;
    // ^FB positions by the top of the line: font 0's capitals stand about 0.74 of its height.
    const topY = down(y) - Math.round(dots(o.size) * 0.74);
    const just = align === 'right' ? 'R' : 'C';
    out.push(
      `^FO${dots(left)},${Math.max(0, topY)}${font(o.size)}^FB${dots(width)},1,0,${just}${zplFieldData(value, true)}`,
    );
  }
  return y - o.size * 1.18;
}

/** Text fitted like the PDF's blocks (shrunk, then wrapped); returns the next baseline. */
function block(
  out: string[],
  value: string,
  x: number,
  y: number,
  o: TextOptions & { maxWidth: number; minSize?: number; maxLines?: number },
): number {
  const fitted = fitBlock(FONT0, value, o.size, o.maxWidth, { minSize: o.minSize, maxLines: o.maxLines });
  let baseline = y;
  for (const line of fitted.lines)
    baseline = text(out, line, x, baseline, { ...o, size: fitted.size, width: o.maxWidth });
  return baseline;
}

/** A filled box (a rule when thin), corners in PDF points: ^GB with the border as thick as the box. */
function box(out: string[], x: number, y: number, width: number, height: number) {
  const w = Math.max(1, dots(width));
  const h = Math.max(1, dots(height));
  out.push(`^FO${dots(x)},${down(y + height)}^GB${w},${h},${Math.min(w, h)}^FS`);
}
const rule = (out: string[], y: number, thickness: number) =>
  box(out, 0, y - thickness / 2, LABEL_WIDTH, thickness);
const vertical = (out: string[], x: number, y0: number, y1: number, thickness: number) =>
  box(out, x - thickness / 2, y0, thickness, y1 - y0);

function header(out: string[], model: LabelModel, parcel: LabelParcel) {
  let y = LABEL_HEIGHT - M - 6;
  for (const line of model.from.slice(0, 7))
    y = block(out, line, M, y, { size: 7, maxWidth: 160, minSize: 5.5 });
  vertical(out, 174, 352, LABEL_HEIGHT, 0.8);
  const right = { align: 'right' as const, width: 100 };
  text(out, parcel.actualWeight, RIGHT, LABEL_HEIGHT - 22, { ...right, size: 14 });
  text(out, `PKG ${parcel.index} OF ${parcel.count}`, RIGHT, LABEL_HEIGHT - 36, { ...right, size: 10 });
  if (parcel.billableWeight)
    text(out, `BILLABLE WT ${parcel.billableWeight}`, RIGHT, LABEL_HEIGHT - 48, { ...right, size: 7 });
  if (parcel.dimensions)
    text(out, `DIM ${parcel.dimensions}`, RIGHT, LABEL_HEIGHT - 58, { ...right, size: 7 });
  text(out, `SHIP DATE ${model.shipDate}`, RIGHT, LABEL_HEIGHT - 68, { ...right, size: 7 });
  rule(out, 352, 1.5);
}

/** The recipient (352 pt down to 262 pt), scaled down together when too tall, as the PDF does. */
function shipTo(out: string[], model: LabelModel) {
  text(out, 'SHIP', M, 336, { size: 8 });
  text(out, 'TO:', M, 327, { size: 8 });
  const maxWidth = LABEL_WIDTH - 40 - M;
  const entries = [
    { text: model.toName, size: 13, maxLines: 2, gap: 0 },
    ...model.toLines.slice(0, 3).map((t) => ({ text: t, size: 12, maxLines: 2, gap: 0 })),
    { text: model.toCityLine, size: 16, maxLines: 2, gap: 2 },
  ];
  if (model.international) entries.push({ text: model.toCountryName, size: 14, maxLines: 2, gap: 0 });
  if (model.toPhone) entries.push({ text: `TEL ${model.toPhone}`, size: 9, maxLines: 1, gap: 0 });
  const layout = (scale: number) =>
    entries.map((e) => ({
      ...e,
      ...fitBlock(FONT0, e.text, e.size * scale, maxWidth, {
        minSize: e.size * scale * 0.8,
        maxLines: e.maxLines,
      }),
    }));
  const heightOf = (laid: ReturnType<typeof layout>) =>
    laid.reduce((h, e, i) => h + (i ? e.gap : 0) + e.lines.length * e.size * 1.18, 0) -
    laid[laid.length - 1]!.size * 1.18;
  let laid = layout(1);
  for (let scale = 0.95; heightOf(laid) > 334 - 267 && scale >= 0.5; scale -= 0.05) laid = layout(scale);
  let y = 334;
  laid.forEach((e, i) => {
    if (i) y -= e.gap;
    for (const line of e.lines) y = text(out, line, 40, y, { size: e.size });
  });
  rule(out, 262, 2.5);
}

/** Alphanumeric capacity of QR versions 1-6 at error correction level M (ISO/IEC 18004 table 7). */
const QR_ALNUM_CAPACITY_M = [20, 38, 61, 90, 122, 154];

/**
 * Modules per side of the QR code the printer draws: the smallest version that holds the payload (the
 * routing payload is alphanumeric, so the capacity table answers without encoding it; anything else is
 * encoded to find out).
 */
function qrSide(payload: string): number {
  const version = QR_ALNUM_CAPACITY_M.findIndex((capacity) => payload.length <= capacity) + 1;
  return /^[0-9A-Z $%*+\-./:]*$/.test(payload) && version > 0 ? 17 + 4 * version : qrModules(payload).size;
}

/**
 * The QR routing code (^BQ model 2, error correction M, like the PDF's), as close to the PDF's 70 pt
 * as whole dots per module allow, beside the destination postcode and zone (262 pt down to 182 pt).
 */
function routing(out: string[], model: LabelModel, parcel: LabelParcel) {
  const payload = routingPayload(model, parcel);
  const modules = qrSide(payload);
  const magnification = Math.max(1, Math.min(10, Math.floor(dots(70) / modules)));
  const side = (modules * magnification) / DOTS_PER_PT;
  out.push(
    `^FO${dots(M + 2)},${down(187 + 35 + side / 2)}^BQN,2,${magnification}${zplFieldData(`MA,${payload}`)}`,
  );
  vertical(out, 92, 182, 262, 0.8);
  const centre = (92 + LABEL_WIDTH) / 2;
  block(out, `${model.toCountry} ${model.toZip}`, centre, 228, {
    size: 24,
    maxWidth: 180,
    minSize: 12,
    align: 'centre',
  });
  const zoneText = model.international ? 'INTERNATIONAL' : model.zone ? `ZONE ${model.zone}` : '';
  if (zoneText) text(out, zoneText, centre, 196, { size: 16, align: 'centre', width: 180 });
  rule(out, 182, 3);
}

/** Whole dots per Code 128 module: the PDF's up to 2 pt, within the width left by 16 pt quiet zones. */
export function code128ModuleDots(trackingNumber: string): { moduleDots: number; modules: number } {
  const modules = code128Widths(trackingNumber).reduce((sum, w) => sum + w, 0);
  const room = dots(LABEL_WIDTH - 32);
  return { modules, moduleDots: Math.max(1, Math.min(dots(2), Math.floor(room / modules))) };
}

/** Service and tracking number, then the Code 128 barcode (^BC, automatic subsets) and the number. */
function tracking(out: string[], model: LabelModel, parcel: LabelParcel) {
  const oneLine = fitBlock(FONT0, model.serviceName, 16, 190, { minSize: 9 });
  const fitsOne =
    FONT0.widthOfTextAtSize(oneLine.lines[0] ?? '', oneLine.size) <= 190 &&
    !oneLine.lines[0]?.endsWith('...');
  const service = fitsOne ? oneLine : fitBlock(FONT0, model.serviceName, 9, 190, { minSize: 6, maxLines: 2 });
  let y = service.lines.length > 1 ? 172 : 162;
  for (const line of service.lines) y = text(out, line, M, y, { size: service.size });
  block(out, model.carrierName, RIGHT, 166, {
    size: 8,
    maxWidth: 80,
    minSize: 6,
    maxLines: 2,
    align: 'right',
  });
  text(out, `TRACKING #: ${parcel.trackingNumber}`, M, 152, { size: 8 });
  rule(out, 146, 1);
  const { modules, moduleDots } = code128ModuleDots(parcel.trackingNumber);
  const left = Math.round((ZPL_WIDTH_DOTS - modules * moduleDots) / 2);
  // `>` starts an invocation code in ^BC data; `><` is the character itself.
  const data = parcel.trackingNumber.replaceAll('>', '><');
  out.push(`^BY${moduleDots}^FO${left},${down(86 + 52)}^BCN,${dots(52)},N,N,N,A${zplFieldData(data)}`);
  text(out, parcel.trackingNumber.replace(/(.{4})(?=.)/g, '$1 '), LABEL_WIDTH / 2, 74, {
    size: 10,
    align: 'centre',
  });
  rule(out, 68, 2);
}

function footer(out: string[], model: LabelModel, parcel: LabelParcel) {
  const style = { size: 8, maxWidth: LABEL_WIDTH - 2 * M, minSize: 6 };
  let y = block(out, `ORDER: ${model.orderNo}`, M, 56, style);
  if (parcel.reference) y = block(out, `REF 1: ${parcel.reference}`, M, y, style);
  if (parcel.reference2) y = block(out, `REF 2: ${parcel.reference2}`, M, y, style);
  if (model.isTest) text(out, 'SAMPLE - NOT FOR SHIPPING', M, Math.min(y, 14), { size: 9 });
}

/** One parcel's label: ^XA, UTF-8, 812 dots wide, 1218 long, home at 0,0, ... ^XZ. */
function parcelLabel(model: LabelModel, parcel: LabelParcel): string {
  const out = [`^XA^CI28^PW${ZPL_WIDTH_DOTS}^LL${ZPL_HEIGHT_DOTS}^LH0,0^PON`];
  header(out, model, parcel);
  shipTo(out, model);
  routing(out, model, parcel);
  tracking(out, model, parcel);
  footer(out, model, parcel);
  out.push('^XZ');
  return out.join('\n');
}

/** The label as ZPL II: one ^XA ... ^XZ per parcel, in parcel order, for one .zpl file. */
export function renderLabelZpl(model: LabelModel): string {
  return `${model.parcels.map((parcel) => parcelLabel(model, parcel)).join('\n')}\n`;
}

/** The ZPL label of an order with label data. */
export const renderOrderLabelZpl = (order: LabelOrder): string => renderLabelZpl(labelModelOf(order));
