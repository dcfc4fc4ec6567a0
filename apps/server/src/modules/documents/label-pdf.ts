import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, type PDFPage, PDFRawStream, rgb, StandardFonts } from 'pdf-lib';
import { type LabelModel, type LabelOrder, labelModelOf } from './label-model.ts';
import { drawLabel, LABEL_HEIGHT, LABEL_WIDTH, type LabelFonts } from './label-page.ts';

/** Page sizes in points by `options.labelSize`: 1 the 4x6 in label itself, 2 US letter, 3 A4. */
export const LABEL_PAGE_SIZES = {
  1: [LABEL_WIDTH, LABEL_HEIGHT],
  2: [612, 792],
  3: [595.28, 841.89],
} as const satisfies Record<1 | 2 | 3, readonly [number, number]>;

/** On letter and A4 the label sits half an inch from the top-left corner, inside a dashed cut line. */
const SHEET_MARGIN = 36;

function drawCutLine(page: PDFPage, x: number, y: number, fonts: LabelFonts) {
  page.drawRectangle({
    x,
    y,
    width: LABEL_WIDTH,
    height: LABEL_HEIGHT,
    borderColor: rgb(0.35, 0.35, 0.35),
    borderWidth: 0.6,
    borderDashArray: [4, 3],
  });
  const note = { x: x + LABEL_WIDTH + 18, font: fonts.regular, size: 9, color: rgb(0.3, 0.3, 0.3) };
  page.drawText('Cut along the dashed line and attach the', { ...note, y: y + LABEL_HEIGHT - 12 });
  page.drawText('label flat to the largest side of the parcel.', { ...note, y: y + LABEL_HEIGHT - 24 });
  page.drawText('Do not cover or fold the barcodes.', { ...note, y: y + LABEL_HEIGHT - 36 });
}

/**
 * Deflates the streams written without a filter (the label's drawing, ~6 KB of operators each, to ~1.6
 * KB) with node's zlib: pdf-lib's own `flateStream` is a JavaScript deflate several times slower. A label
 * is rendered once and read by every download and merge, which then copy it as it is.
 */
function deflateUnfilteredStreams(doc: PDFDocument): void {
  const filter = PDFName.of('Filter');
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.has(filter)) continue;
    const dict = object.dict.clone(doc.context);
    dict.set(filter, PDFName.of('FlateDecode'));
    doc.context.assign(ref, PDFRawStream.of(dict, deflateSync(object.contents)));
  }
}

/** One page per parcel, each with that parcel's tracking number. */
export async function renderLabelModelPdf(model: LabelModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Shipping label ${model.orderNo}`);
  doc.setCreator('ShipLabel');
  doc.setProducer('ShipLabel');
  const fonts: LabelFonts = {
    regular: doc.embedStandardFont(StandardFonts.Helvetica),
    bold: doc.embedStandardFont(StandardFonts.HelveticaBold),
  };
  const [pageWidth, pageHeight] = LABEL_PAGE_SIZES[model.labelSize];
  for (const parcel of model.parcels) {
    const page = doc.addPage([pageWidth, pageHeight]);
    if (model.labelSize === 1) {
      drawLabel(page, { x: 0, y: 0 }, model, parcel, fonts);
      continue;
    }
    const at = { x: SHEET_MARGIN, y: pageHeight - SHEET_MARGIN - LABEL_HEIGHT };
    drawCutLine(page, at.x, at.y, fonts);
    drawLabel(page, at, model, parcel, fonts);
  }
  deflateUnfilteredStreams(doc);
  // Object streams save little on a few pages and cost time; labels are rendered on the request path.
  return doc.save({ useObjectStreams: false });
}

/** The shipping label PDF of an order with label data (see label-store.ts for who may call this). */
export function renderLabelPdf(order: LabelOrder): Promise<Uint8Array> {
  return renderLabelModelPdf(labelModelOf(order));
}
