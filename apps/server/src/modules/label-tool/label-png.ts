import { inflateSync } from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  PDFHexString,
  PDFName,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';

/** What a PNG's header and chunks tell, when its pixels can go into a PDF as they are. */
interface PassThroughPng {
  width: number;
  height: number;
  bitDepth: number;
  /** 1 (grey or palette index) or 3 (RGB). */
  colors: number;
  /** The palette (RGB triples) of an indexed PNG. */
  palette?: Uint8Array;
  /** The IDAT chunks joined: a zlib stream of filtered rows, which PDF reads with Predictor 15. */
  data: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The PNG's compressed pixels, or null when PDF cannot take them unchanged: transparency (an alpha
 * channel or tRNS needs a soft mask, i.e. decoding), interlacing, or a damaged file. PDF's Flate filter
 * with PNG predictors reads exactly what a PNG's IDAT holds, so grey, RGB and palette labels (most
 * carriers' PNG labels are 1-bit grey or palette) are copied byte for byte: no decoding, no re-deflating.
 */
export function passThroughPng(bytes: Uint8Array): PassThroughPng | null {
  if (!SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let header:
    | { width: number; height: number; bitDepth: number; colorType: number; interlace: number }
    | undefined;
  let palette: Uint8Array | undefined;
  const idat: Uint8Array[] = [];
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const start = offset + 8;
    if (start + length + 4 > bytes.length) return null;
    const data = bytes.subarray(start, start + length);
    if (type === 'IHDR' && length >= 13) {
      header = {
        width: view.getUint32(start),
        height: view.getUint32(start + 4),
        bitDepth: data[8]!,
        colorType: data[9]!,
        interlace: data[12]!,
      };
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') return null;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    offset = start + length + 4;
  }
  if (!header) return null;
  if (header.interlace !== 0 || idat.length === 0 || !header.width || !header.height) return null;
  const colors = { 0: 1, 2: 3, 3: 1 }[header.colorType];
  if (colors === undefined || (header.colorType === 3 && !palette)) return null;
  const data = Buffer.concat(idat);
  // A damaged stream would print garbage without an error: inflate once (cheap, no re-deflating) and
  // require exactly the rows the header announces, each a filter byte and its packed samples.
  const rowBytes = Math.ceil((header.width * colors * header.bitDepth) / 8);
  let rows: Buffer;
  try {
    rows = inflateSync(data);
  } catch {
    return null;
  }
  if (rows.length !== header.height * (rowBytes + 1)) return null;
  return {
    width: header.width,
    height: header.height,
    bitDepth: header.bitDepth,
    colors,
    palette: header.colorType === 3 ? palette : undefined,
    data,
  };
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** Draws the PNG's pixels over the whole page (sized to the image) as an image XObject. */
export function drawPassThroughPng(page: PDFPage, png: PassThroughPng) {
  const context = page.doc.context;
  const colorSpace = png.palette
    ? [
        PDFName.of('Indexed'),
        PDFName.of('DeviceRGB'),
        png.palette.length / 3 - 1,
        PDFHexString.of(hex(png.palette)),
      ]
    : png.colors === 3
      ? 'DeviceRGB'
      : 'DeviceGray';
  const image = context.stream(png.data, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: png.width,
    Height: png.height,
    BitsPerComponent: png.bitDepth,
    ColorSpace: colorSpace,
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: png.colors, BitsPerComponent: png.bitDepth, Columns: png.width },
  });
  const name = page.node.newXObject('Image', context.register(image));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(png.width, 0, 0, png.height, 0, 0),
    drawObject(name),
    popGraphicsState(),
  );
}
