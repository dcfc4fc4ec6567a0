import {
  type CropRect,
  LABEL_4X6,
  type LabelOperations,
  type LabelPageOperation,
  type LabelSource,
  presetRect,
  stampText,
} from '@shiplabel/shared';
import { degrees, PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { type CjkFont, stampFonts, systemCjkFont, type TextRun } from './label-fonts.ts';
import { drawPassThroughPng, passThroughPng } from './label-png.ts';
import { cropOutside, pageNotFound, stampNotPrintable, unreadableFile } from './label-tool.errors.ts';

/** An uploaded label, its kind already known from its content. */
export interface LabelInput {
  name: string;
  kind: 'pdf' | 'png' | 'jpeg';
  bytes: Uint8Array;
}

const MARGIN = 6;
const PAD = 2;

/** Every page of a source as a pdf-lib page: a PDF's own, or one page holding the image as it is. */
async function openSource(input: LabelInput): Promise<PDFPage[]> {
  try {
    if (input.kind === 'pdf') {
      // Encrypted, damaged and truncated files throw here (or have no pages): the caller's 400.
      const doc = await PDFDocument.load(input.bytes, { updateMetadata: false });
      const pages = doc.getPages();
      if (pages.length === 0) throw new Error('no pages');
      return pages;
    }
    // The image goes on a page of its own size (one point per pixel), so an image and a PDF page are
    // cropped, rotated and scaled by the same code. A JPEG stays its DCT bytes, an opaque PNG its IDAT
    // bytes (label-png.ts); only a PNG with transparency is decoded (by pdf-lib, for its soft mask).
    const doc = await PDFDocument.create();
    // A PNG that cannot pass through (transparency, interlacing, damage) is left to pdf-lib, which
    // decodes it or throws (the 400 below).
    const png = input.kind === 'png' ? passThroughPng(input.bytes) : null;
    if (png) {
      drawPassThroughPng(doc.addPage([png.width, png.height]), png);
      return doc.getPages();
    }
    const image = input.kind === 'png' ? await doc.embedPng(input.bytes) : await doc.embedJpg(input.bytes);
    const page = doc.addPage([image.width, image.height]);
    page.drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
    // pdf-lib writes embedded images only when a document is flushed; the page is copied from here.
    await doc.flush();
    return [page];
  } catch {
    throw unreadableFile(input.name);
  }
}

/** The page's own clockwise rotation (a PDF's /Rotate), one of 0, 90, 180, 270. */
function ownRotation(page: PDFPage): number {
  const angle = ((page.getRotation().angle % 360) + 360) % 360;
  return angle % 90 === 0 ? angle : 0;
}

/** The page as the user sees it: the visible box's size after the page's own rotation. */
function displayedSize(page: PDFPage) {
  const box = page.getCropBox();
  const turned = ownRotation(page) % 180 !== 0;
  return { width: turned ? box.height : box.width, height: turned ? box.width : box.height };
}

/** What the tool needs of each file: its pages' displayed sizes. */
export async function inspectLabels(inputs: LabelInput[]): Promise<LabelSource[]> {
  const sources: LabelSource[] = [];
  for (const input of inputs) {
    const pages = await openSource(input);
    sources.push({
      name: input.name,
      kind: input.kind,
      pages: pages.map((page) => ({ ...displayedSize(page), rotation: ownRotation(page) })),
    });
  }
  return sources;
}

/**
 * A rectangle measured on the displayed page (top-left origin, y down) as a PDF bounding box of the
 * stored, unrotated page (bottom-left origin, y up), clipped to the page; null when nothing is left.
 */
function boundingBoxOf(page: PDFPage, rect: CropRect) {
  const box = page.getCropBox();
  const shown = displayedSize(page);
  const x0 = Math.max(0, rect.x);
  const y0 = Math.max(0, rect.y);
  const x1 = Math.min(shown.width, rect.x + rect.width);
  const y1 = Math.min(shown.height, rect.y + rect.height);
  if (x1 - x0 < 1 || y1 - y0 < 1) return null;
  // Displayed point (x, y from the top) -> stored point (u, v from the box's bottom-left).
  const toStored = (x: number, y: number): [number, number] => {
    const yUp = shown.height - y;
    switch (ownRotation(page)) {
      case 90:
        return [box.width - yUp, x];
      case 180:
        return [box.width - x, box.height - yUp];
      case 270:
        return [yUp, box.height - x];
      default:
        return [x, yUp];
    }
  };
  const [ua, va] = toStored(x0, y0);
  const [ub, vb] = toStored(x1, y1);
  return {
    left: box.x + Math.min(ua, ub),
    right: box.x + Math.max(ua, ub),
    bottom: box.y + Math.min(va, vb),
    top: box.y + Math.max(va, vb),
  };
}

/**
 * Where to put the origin of content `w` x `h` (at scale `s`) turned clockwise by `turn` so that it fills
 * the box at (ox, oy): pdf-lib turns counter-clockwise about the origin, so a clockwise turn is negative.
 */
function placement(turn: number, w: number, h: number, ox: number, oy: number) {
  switch (turn) {
    case 90:
      return { x: ox, y: oy + w };
    case 180:
      return { x: ox + w, y: oy + h };
    case 270:
      return { x: ox + h, y: oy };
    default:
      return { x: ox, y: oy };
  }
}

function drawStamp(page: PDFPage, runs: TextRun[], stamp: NonNullable<LabelPageOperation['stamp']>) {
  const { width: pw, height: ph } = LABEL_4X6;
  const widthAt = (size: number) => runs.reduce((sum, r) => sum + r.font.widthOfTextAtSize(r.text, size), 0);
  // Shrinks to the page's width so a long reference is never cut off.
  const size = Math.min(stamp.size, (stamp.size * (pw - 2 * MARGIN - 2 * PAD)) / widthAt(stamp.size));
  const width = widthAt(size);
  const [vertical, horizontal] = stamp.position.startsWith('top')
    ? ['top', stamp.position.slice(3)]
    : ['bottom', stamp.position.slice(6)];
  const x =
    horizontal === 'Left'
      ? MARGIN + PAD
      : horizontal === 'Right'
        ? pw - MARGIN - PAD - width
        : (pw - width) / 2;
  const y = vertical === 'top' ? ph - MARGIN - PAD - size * 0.8 : MARGIN + PAD + size * 0.2;
  // A white band behind the text keeps it readable over the label's lines.
  page.drawRectangle({
    x: x - PAD,
    y: y - size * 0.2 - PAD,
    width: width + 2 * PAD,
    height: size + 2 * PAD,
    color: rgb(1, 1, 1),
  });
  let at = x;
  for (const run of runs) {
    page.drawText(run.text, { x: at, y, size, font: run.font, color: rgb(0, 0, 0) });
    at += run.font.widthOfTextAtSize(run.text, size);
  }
}

/**
 * Crops, turns, scales and stamps each requested page and merges them into one 4x6 PDF. Source pages are
 * embedded as form XObjects, so vector labels stay vectors (and barcodes stay sharp) and the file stays
 * about the size of its sources. Pure: bytes in, bytes out, nothing stored.
 */
export async function composeLabels(
  inputs: LabelInput[],
  operations: LabelOperations,
  /** The font for Chinese stamps (default: the server's, see label-fonts.ts); null: none. */
  cjkFont?: CjkFont | null,
): Promise<Uint8Array> {
  const sources: PDFPage[][] = [];
  for (const input of inputs) sources.push(await openSource(input));
  const out = await PDFDocument.create();
  out.setProducer('ShipLabel label tool');
  out.setCreator('ShipLabel');
  const fontFor = stampFonts(out, cjkFont === undefined ? await systemCjkFont() : cjkFont);
  const count = operations.pages.length;
  for (const [index, op] of operations.pages.entries()) {
    const source = sources[op.file]?.[op.page];
    if (!source) throw pageNotFound(op.file, op.page);
    const rect = presetRect(op.crop, displayedSize(source), op.rect);
    const bounds = boundingBoxOf(source, rect);
    if (!bounds) throw cropOutside(index);
    const embedded = await out.embedPage(source, bounds);
    const turn = (ownRotation(source) + op.rotate) % 360;
    const sideways = turn % 180 !== 0;
    const w = embedded.width;
    const h = embedded.height;
    const turnedW = sideways ? h : w;
    const turnedH = sideways ? w : h;
    const scale =
      op.scale === 'fit' ? Math.min(LABEL_4X6.width / turnedW, LABEL_4X6.height / turnedH) : op.scale / 100;
    const ox = (LABEL_4X6.width - turnedW * scale) / 2;
    const oy = (LABEL_4X6.height - turnedH * scale) / 2;
    const at = placement(turn, w * scale, h * scale, ox, oy);
    const page = out.addPage([LABEL_4X6.width, LABEL_4X6.height]);
    page.drawPage(embedded, { ...at, xScale: scale, yScale: scale, rotate: degrees(-turn) });
    if (op.stamp) {
      const text = stampText(op.stamp.text, index + 1, count);
      const runs = await fontFor(text);
      if (!runs) throw stampNotPrintable(index);
      drawStamp(page, runs, op.stamp);
    }
  }
  return out.save();
}
