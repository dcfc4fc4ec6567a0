import { type LabelOperations, labelOperationsSchema } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/errors.ts';
import { decodeBarcodes, pageSizes, pdfText, TOOLS } from '../documents/pdf-tools.testing.ts';
import { composeLabels, inspectLabels, type LabelInput } from './label-compose.ts';
import { passThroughPng } from './label-png.ts';
import {
  BOTTOM_CODE,
  darkAt,
  LETTER,
  letterLabelPdf,
  pngVariants,
  rasterLabel,
  TOP_CODE,
  textIn,
} from './label-tool.fixtures.testing.ts';

/** The poppler and zbar checks are the point of these tests: CI installs both, so no skipping here. */
if (!TOOLS.poppler || !TOOLS.zbar) throw new Error('these tests need poppler-utils and zbar-tools');

const ops = (pages: unknown[]): LabelOperations => labelOperationsSchema.parse({ pages });
const pdfInput = async (opts: Parameters<typeof letterLabelPdf>[0] = {}): Promise<LabelInput> => ({
  name: 'ups-letter.pdf',
  kind: 'pdf',
  bytes: await letterLabelPdf(opts),
});
const codes = (pdf: Uint8Array) =>
  decodeBarcodes(pdf).map((page) => page.map((s) => s.replace(/^[^:]+:/, '')));

/**
 * Where a point of the cropped area (cw, ch points, point at px, py from its top-left) lands on the 4x6
 * page after turning clockwise by `turn` and fitting: the same arithmetic the user expects, written out.
 */
function expected(cw: number, ch: number, turn: 0 | 90 | 180 | 270, px: number, py: number) {
  const [tw, th] = turn % 180 ? [ch, cw] : [cw, ch];
  const s = Math.min(288 / tw, 432 / th);
  const turned: Record<typeof turn, [number, number]> = {
    0: [px, py],
    90: [ch - py, px],
    180: [cw - px, ch - py],
    270: [py, cw - px],
  };
  const [x, y] = turned[turn];
  return { x: (288 - tw * s) / 2 + x * s, y: (432 - th * s) / 2 + y * s };
}

describe('composeLabels', () => {
  it('crops the top-left quarter of a letter label to one 4x6 page: barcode decodes, the receipt is gone', async () => {
    const pdf = await composeLabels([await pdfInput()], ops([{ file: 0, page: 0, crop: 'topLeftQuarter' }]));
    expect(pageSizes(pdf)).toEqual([[288, 432]]);
    expect(codes(pdf)).toEqual([[TOP_CODE]]);
    const marker = expected(306, 396, 0, 25, 25);
    // The source's top-left marker is at the result's top-left; the middle of the margin above is white.
    expect(darkAt(pdf, [marker, { x: 144, y: 5 }])).toEqual([true, false]);
    expect(pdfText(pdf)).toContain('SHIP TO PAGE 1');
    expect(pdfText(pdf)).not.toContain('RECEIPT');
  });

  it('stamps one line per page with n and N filled in, at the chosen corner', async () => {
    const input = await pdfInput({ pages: 3 });
    const stamp = { text: 'SKU A-17 box {n} of {N}', position: 'topRight', size: 10 };
    const pdf = await composeLabels(
      [input],
      ops([0, 1, 2].map((page) => ({ file: 0, page, crop: 'topLeftQuarter', stamp }))),
    );
    expect(pageSizes(pdf)).toHaveLength(3);
    const pages = pdfText(pdf).split('\f');
    for (const n of [1, 2, 3]) {
      expect(pages[n - 1]).toContain(`SKU A-17 box ${n} of 3`);
      expect(pages[n - 1]).toContain(`SHIP TO PAGE ${n}`);
    }
    expect(codes(pdf)).toEqual([[TOP_CODE], [TOP_CODE], [TOP_CODE]]);
    // Top right: the stamp is in the page's top-right quarter band, not in its bottom band.
    expect(textIn(pdf, 2, { x: 100, y: 0, width: 188, height: 24 })).toBe('SKU A-17 box 2 of 3');
    expect(textIn(pdf, 2, { x: 0, y: 400, width: 288, height: 32 })).toBe('');
    const bottomLeft = await composeLabels(
      [input],
      ops([{ file: 0, page: 0, stamp: { text: 'ORDER 5521', position: 'bottomLeft', size: 14 } }]),
    );
    expect(textIn(bottomLeft, 1, { x: 0, y: 400, width: 144, height: 32 })).toBe('ORDER 5521');
  });

  it('prints Chinese stamps with a subset of the CJK font, and refuses them when the server has none', async () => {
    const input = await pdfInput();
    const stamp = { text: 'SKU 蓝色水杯 第{n}箱/共{N}箱', position: 'topCenter' };
    const pdf = await composeLabels([input], ops([{ file: 0, page: 0, crop: 'topLeftQuarter', stamp }]));
    expect(pdfText(pdf)).toContain('SKU 蓝色水杯 第1箱/共1箱');
    // A subset: the 4 MB font adds a few KB.
    expect(pdf.length).toBeLessThan(input.bytes.length + 40_000);
    expect(codes(pdf)).toEqual([[TOP_CODE]]);
    const refused = await composeLabels([input], ops([{ file: 0, page: 0, stamp }]), null).catch(
      (e: AppError) => e,
    );
    expect(refused).toMatchObject({ status: 400, errorCode: 'labelTool.stamp_not_printable' });
    const latin = await composeLabels([input], ops([{ file: 0, page: 0, stamp: { text: 'Box 1' } }]), null);
    expect(pdfText(latin)).toContain('Box 1');
  });

  it('turns the page clockwise by 90, 180 and 270 degrees', async () => {
    const input = await pdfInput();
    for (const turn of [90, 180, 270] as const) {
      const pdf = await composeLabels(
        [input],
        ops([{ file: 0, page: 0, crop: 'topLeftQuarter', rotate: turn }]),
      );
      expect(pageSizes(pdf)).toEqual([[288, 432]]);
      const marker = expected(306, 396, turn, 25, 25);
      // The marker's turned position is dark and its unturned one light (it moved).
      const unturned = expected(306, 396, 0, 25, 25);
      expect(darkAt(pdf, [marker, unturned]), `turn ${turn}`).toEqual([true, false]);
      expect(codes(pdf)).toEqual([[TOP_CODE]]);
    }
  });

  it('lays the top half of a letter page sideways and keeps both barcodes of a full page', async () => {
    const input = await pdfInput();
    const half = await composeLabels([input], ops([{ file: 0, page: 0, crop: 'topHalf', rotate: 90 }]));
    expect(codes(half)).toEqual([[TOP_CODE]]);
    const full = await composeLabels([input], ops([{ file: 0, page: 0 }]));
    expect(new Set(codes(full)[0])).toEqual(new Set([TOP_CODE, BOTTOM_CODE]));
    expect(darkAt(full, [expected(LETTER.width, LETTER.height, 0, 25, 25)])).toEqual([true]);
  });

  it("adds the page's own /Rotate: a page stored sideways, turned back by 270, looks upright", async () => {
    const input = await pdfInput({ rotate: 90 });
    const [source] = await inspectLabels([input]);
    expect(source!.pages).toEqual([{ width: 792, height: 612, rotation: 90 }]);
    const upright = await composeLabels([input], ops([{ file: 0, page: 0, rotate: 270 }]));
    expect(darkAt(upright, [expected(612, 792, 0, 25, 25)])).toEqual([true]);
    // A custom rectangle is measured on the page as displayed: its top-right corner holds the marker.
    const corner = await composeLabels(
      [input],
      ops([{ file: 0, page: 0, crop: 'custom', rect: { x: 732, y: 0, width: 60, height: 60 }, scale: 100 }]),
    );
    expect(darkAt(corner, [{ x: 144 + 5, y: 216 - 5 }])).toEqual([true]);
  });

  it('scales by a percentage around the centre', async () => {
    const pdf = await composeLabels(
      [await pdfInput()],
      ops([{ file: 0, page: 0, crop: 'topLeftQuarter', scale: 50 }]),
    );
    // 306 x 396 at 50 % is 153 x 198, centred: the marker (25, 25) lands at (67.5 + 12.5, 117 + 12.5).
    expect(darkAt(pdf, [{ x: 80, y: 129.5 }, expected(306, 396, 0, 25, 25)])).toEqual([true, false]);
    expect(codes(pdf)).toEqual([[TOP_CODE]]);
  });

  it('merges pages of several files, PNG and JPEG labels included, into one PDF in the order asked', async () => {
    const letter = await letterLabelPdf();
    const png: LabelInput = { name: 'scan.png', kind: 'png', bytes: rasterLabel(letter, 'png') };
    const jpeg: LabelInput = { name: 'photo.jpg', kind: 'jpeg', bytes: rasterLabel(letter, 'jpeg') };
    // At 150 dpi a letter page is 1275 x 1650 pixels: the image's top-left quarter in pixels.
    const rect = { x: 0, y: 0, width: 637.5, height: 825 };
    const pdf = await composeLabels(
      [await pdfInput(), png, jpeg],
      ops([
        { file: 2, page: 0, crop: 'custom', rect, stamp: { text: 'JPEG' } },
        { file: 0, page: 0, crop: 'topLeftQuarter' },
        { file: 1, page: 0, crop: 'topLeftQuarter', stamp: { text: 'PNG' } },
      ]),
    );
    expect(pageSizes(pdf)).toEqual([
      [288, 432],
      [288, 432],
      [288, 432],
    ]);
    expect(codes(pdf)).toEqual([[TOP_CODE], [TOP_CODE], [TOP_CODE]]);
    const pages = pdfText(pdf).split('\f');
    expect(pages[0]).toContain('JPEG');
    expect(pages[2]).toContain('PNG');
    // The JPEG is embedded as it is (its DCT bytes), not decoded and re-encoded.
    expect(Buffer.from(pdf).includes(Buffer.from(jpeg.bytes.subarray(0, 4096)))).toBe(true);
  });

  it('copies an opaque PNG label’s pixels as they are (grey, RGB, palette); decodes one with transparency', async () => {
    const png = pngVariants(rasterLabel(await letterLabelPdf(), 'png'));
    const rect = { x: 0, y: 0, width: png.width / 2, height: png.height / 2 };
    for (const [kind, bytes] of Object.entries({ rgb: png.rgb, grey1: png.grey1, palette: png.palette })) {
      const pass = passThroughPng(bytes);
      expect(pass, kind).not.toBeNull();
      const pdf = await composeLabels(
        [{ name: `${kind}.png`, kind: 'png', bytes }],
        ops([{ file: 0, page: 0, crop: 'custom', rect }]),
      );
      expect(codes(pdf), kind).toEqual([[TOP_CODE]]);
      // The IDAT bytes are in the PDF unchanged.
      expect(Buffer.from(pdf).includes(Buffer.from(pass!.data.subarray(0, 2048))), kind).toBe(true);
      expect(
        darkAt(pdf, [expected(rect.width, rect.height, 0, 25 * (150 / 72), 25 * (150 / 72))]),
        kind,
      ).toEqual([true]);
    }
    expect(passThroughPng(png.alpha)).toBeNull();
    // Pixels that do not match the header (one row short here) are not passed on as a broken page.
    const short = Buffer.from(png.grey1);
    short.writeUInt32BE(png.height + 1, 20);
    expect(passThroughPng(short)).toBeNull();
    const decoded = await composeLabels(
      [{ name: 'alpha.png', kind: 'png', bytes: png.alpha }],
      ops([{ file: 0, page: 0, crop: 'custom', rect }]),
    );
    expect(codes(decoded)).toEqual([[TOP_CODE]]);
  });

  it('keeps vectors as vectors: the merged file is about the size of its source', async () => {
    const input = await pdfInput();
    const pdf = await composeLabels([input], ops([{ file: 0, page: 0, crop: 'topLeftQuarter' }]));
    expect(pdf.length).toBeLessThan(input.bytes.length + 4096);
  });

  it('refuses unknown pages, a crop off the page, text the font cannot print and a damaged file', async () => {
    const input = await pdfInput();
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => 'accepted',
        (error: AppError) => `${error.status} ${error.errorCode} ${JSON.stringify(error.params)}`,
      );
    expect(await refusal(composeLabels([input], ops([{ file: 0, page: 1 }])))).toBe(
      '400 labelTool.page_not_found {"file":1,"page":2}',
    );
    expect(await refusal(composeLabels([input], ops([{ file: 1, page: 0 }])))).toMatch(/page_not_found/);
    const offPage = { file: 0, page: 0, crop: 'custom', rect: { x: 700, y: 0, width: 50, height: 50 } };
    expect(await refusal(composeLabels([input], ops([offPage])))).toBe(
      '400 labelTool.crop_outside {"page":1}',
    );
    const emoji = { file: 0, page: 0, stamp: { text: 'box \u{1F4E6}' } };
    expect(await refusal(composeLabels([input], ops([emoji])))).toMatch(/400 labelTool.stamp_not_printable/);
    const broken: LabelInput = { name: 'broken.pdf', kind: 'pdf', bytes: Buffer.from('%PDF-1.7\ngarbage') };
    expect(await refusal(composeLabels([broken], ops([{ file: 0, page: 0 }])))).toBe(
      '400 labelTool.unreadable_file {"name":"broken.pdf"}',
    );
    const fakePng: LabelInput = { name: 'x.png', kind: 'png', bytes: Buffer.from('\x89PNG\r\n\x1a\nnope') };
    expect(await refusal(inspectLabels([fakePng]))).toMatch(/unreadable_file/);
  });
});
