import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * An independent ZPL reader for the documents tests: zpl-renderer-js, the Zebrash renderer (Go, by
 * IngridHQ) compiled to WebAssembly, which rasterises ZPL offline the way Labelary does online. The
 * 9 MB module is imported only here, on first use.
 */
export async function renderZplPngs(zpl: string): Promise<Buffer[]> {
  const { ready } = await import('zpl-renderer-js');
  const { api } = await ready;
  // 4 x 6 in at 8 dots per mm (203 dpi).
  const pngs = await api.zplToBase64MultipleAsync(zpl, 101.6, 152.4, 8);
  return pngs.map((png) => Buffer.from(png, 'base64'));
}

/** The symbols zbarimg finds in one PNG, as "TYPE:data". */
export function decodePng(png: Buffer): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'shiplabel-zpl-'));
  try {
    const file = join(dir, 'label.png');
    writeFileSync(file, png);
    const run = spawnSync('zbarimg', ['-q', file], { encoding: 'utf8' });
    // Exit 4 means no symbol found: an empty list, for the assertion to report.
    if (run.status !== 0 && run.status !== 4) throw new Error(`zbarimg failed: ${run.stderr}`);
    return run.stdout.split('\n').filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A greyscale raster: row-major bytes, 0 black to 255 white. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/**
 * Decodes the 8-bit greyscale, non-interlaced PNGs Zebrash writes (IHDR, IDAT inflated, the five
 * per-row filters undone). Enough for these tests; no PNG library is a dependency of the server.
 */
export function readGreyPng(png: Buffer): GreyImage {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (png[24] !== 8 || png[25] !== 0 || png[28] !== 0) throw new Error('not an 8-bit greyscale PNG');
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (width + 1)]!;
    for (let x = 0; x < width; x++) {
      const value = raw[y * (width + 1) + 1 + x]!;
      const a = x > 0 ? pixels[y * width + x - 1]! : 0;
      const b = y > 0 ? pixels[(y - 1) * width + x]! : 0;
      const c = x > 0 && y > 0 ? pixels[(y - 1) * width + x - 1]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter] ?? 0;
      pixels[y * width + x] = (value + predictor) & 0xff;
    }
  }
  return { width, height, pixels };
}

/** The first page of a PDF rasterised at `dpi` in grey by pdftoppm (binary PGM). */
export function pdfPageGrey(pdf: Uint8Array, dpi: number): GreyImage {
  const dir = mkdtempSync(join(tmpdir(), 'shiplabel-zpl-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    execFileSync(
      'pdftoppm',
      ['-gray', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', 'doc.pdf', 'page'],
      {
        cwd: dir,
      },
    );
    const pgm = readFileSync(join(dir, 'page.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.toString('latin1', 0, 40));
    if (!header) throw new Error('pdftoppm wrote no binary PGM');
    const [width, height] = [Number(header[1]), Number(header[2])];
    return {
      width,
      height,
      pixels: new Uint8Array(pgm.subarray(header[0].length, header[0].length + width * height)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The label's full-width rules: centre rows (from the top) of each run of rows at least 95% dark
 * across the label's width. Comparing them compares the two renderings' layouts band by band.
 */
export function horizontalRules(image: GreyImage, labelWidth: number): number[] {
  const rules: number[] = [];
  let start = -1;
  for (let y = 0; y <= image.height; y++) {
    let dark = 0;
    if (y < image.height)
      for (let x = 0; x < labelWidth; x++) if (image.pixels[y * image.width + x]! < 128) dark++;
    const full = dark >= labelWidth * 0.95;
    if (full && start < 0) start = y;
    if (!full && start >= 0) {
      rules.push((start + y - 1) / 2);
      start = -1;
    }
  }
  return rules;
}
