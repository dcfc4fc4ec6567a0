import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import UPNG from '@pdf-lib/upng';
import { degrees, PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { code128Widths } from '../documents/vector-barcodes.ts';

/** US letter in points. */
export const LETTER = { width: 612, height: 792 } as const;
export const TOP_CODE = 'SL1234567890US';
export const BOTTOM_CODE = 'RECEIPT-99';

/** A Code 128 barcode of `text` as vector bars, bottom-left corner at (x, y). */
function drawCode128(page: PDFPage, text: string, x: number, y: number, width: number, height: number) {
  const widths = code128Widths(text);
  const unit = width / widths.reduce((sum, w) => sum + w, 0);
  let at = x;
  widths.forEach((w, i) => {
    if (i % 2 === 0) page.drawRectangle({ x: at, y, width: w * unit, height, color: rgb(0, 0, 0) });
    at += w * unit;
  });
}

/**
 * A letter page as carriers print a 4x6 label on office paper: the label in the top-left quarter (a
 * Code 128 of TOP_CODE, "SHIP TO" text and a black square marking its top-left corner) and a receipt
 * with another barcode (BOTTOM_CODE) in the bottom half, which a crop to the quarter must leave out.
 * `rotate` sets the page's own /Rotate, as some carriers' files have.
 */
export async function letterLabelPdf(opts: { rotate?: number; pages?: number } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < (opts.pages ?? 1); i++) {
    const page = doc.addPage([LETTER.width, LETTER.height]);
    const top = LETTER.height;
    page.drawRectangle({ x: 10, y: top - 40, width: 30, height: 30, color: rgb(0, 0, 0) });
    page.drawText(`SHIP TO PAGE ${i + 1}`, { x: 60, y: top - 40, size: 14, font });
    drawCode128(page, TOP_CODE, 30, top - 300, 246, 90);
    page.drawText('RECEIPT', { x: 60, y: 300, size: 14, font });
    drawCode128(page, BOTTOM_CODE, 60, 150, 220, 80);
    if (opts.rotate) page.setRotation(degrees(opts.rotate));
  }
  return doc.save();
}

/** The first page of `pdf` rasterised by poppler as a PNG or JPEG file's bytes (an image label). */
export function rasterLabel(pdf: Uint8Array, format: 'png' | 'jpeg', dpi = 150): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'shiplabel-labeltool-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', [
      `-${format}`,
      '-r',
      String(dpi),
      '-singlefile',
      join(dir, 'in.pdf'),
      join(dir, 'out'),
    ]);
    return readFileSync(join(dir, format === 'png' ? 'out.png' : 'out.jpg'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The page rendered in grey at `dpi` by poppler: whether the area around (x, y) points from the page's
 * top-left corner is dark (a mean below half grey over a 3x3 pixel square).
 */
export function darkAt(pdf: Uint8Array, points: { x: number; y: number }[], dpi = 36): boolean[] {
  const dir = mkdtempSync(join(tmpdir(), 'shiplabel-labeltool-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-gray',
      '-r',
      String(dpi),
      '-singlefile',
      join(dir, 'in.pdf'),
      join(dir, 'out'),
    ]);
    const pgm = readFileSync(join(dir, 'out.pgm'));
    // P5 header: magic, width, height, maxval, each followed by whitespace.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'));
    if (!header) throw new Error('not a PGM');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = pgm.subarray(header[0].length);
    return points.map(({ x, y }) => {
      const px = Math.round((x * dpi) / 72);
      const py = Math.round((y * dpi) / 72);
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const cx = Math.min(width - 1, Math.max(0, px + dx));
          const cy = Math.min(height - 1, Math.max(0, py + dy));
          sum += pixels[cy * width + cx]!;
          n++;
        }
      return sum / n < 128;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text poppler finds inside a region of page `page` (1-based), in points from the top-left corner. */
export function textIn(
  pdf: Uint8Array,
  page: number,
  r: { x: number; y: number; width: number; height: number },
) {
  const dir = mkdtempSync(join(tmpdir(), 'shiplabel-labeltool-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    const area = ['-x', r.x, '-y', r.y, '-W', r.width, '-H', r.height].map(String);
    return execFileSync(
      'pdftotext',
      ['-f', String(page), '-l', String(page), ...area, join(dir, 'in.pdf'), '-'],
      {
        encoding: 'utf8',
      },
    ).trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A PNG from raw rows (no filter), written here so each colour type and depth can be tested. */
function encodePng(opts: {
  width: number;
  height: number;
  colorType: number;
  bitDepth: number;
  rows: Uint8Array;
  palette?: number[];
}): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(opts.width, 0);
  ihdr.writeUInt32BE(opts.height, 4);
  ihdr.set([opts.bitDepth, opts.colorType, 0, 0, 0], 8);
  const rowBytes = opts.rows.length / opts.height;
  const filtered = Buffer.alloc((rowBytes + 1) * opts.height);
  for (let y = 0; y < opts.height; y++)
    filtered.set(opts.rows.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(opts.palette ? [chunk('PLTE', Uint8Array.from(opts.palette))] : []),
    chunk('IDAT', deflateSync(filtered)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/**
 * The same label as PNGs of the kinds carriers send: 8-bit RGB (poppler's), 1-bit grey, a 1-bit
 * palette, and RGBA with an alpha channel (which PDF cannot take without decoding).
 */
export function pngVariants(rgbPng: Uint8Array) {
  const decoded = UPNG.decode(Uint8Array.from(rgbPng).buffer);
  const rgba = new Uint8Array(UPNG.toRGBA8(decoded)[0]!);
  const { width, height } = decoded;
  const rowBytes = Math.ceil(width / 8);
  const bits = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (rgba[(y * width + x) * 4]! >= 128) bits[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  const faded = Uint8Array.from(rgba);
  for (let i = 3; i < faded.length; i += 4) faded[i] = 250;
  return {
    width,
    height,
    rgb: rgbPng,
    grey1: encodePng({ width, height, colorType: 0, bitDepth: 1, rows: bits }),
    palette: encodePng({
      width,
      height,
      colorType: 3,
      bitDepth: 1,
      rows: bits,
      palette: [0, 0, 0, 255, 255, 255],
    }),
    alpha: encodePng({ width, height, colorType: 6, bitDepth: 8, rows: faded }),
  };
}
