import type { OrderLabelFormat } from '@shiplabel/shared';
import { Zip, ZipPassThrough } from 'fflate';
import type { AppDeps } from '../../lib/deps.ts';
import { PDF_MIME, ZPL_MIME } from '../documents/label-store.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { LabelNaming } from './bulk.schemas.ts';
import { type LeftOutReason, labelPdfsOf } from './label-sources.ts';
import { collectingSink, PdfMergeWriter } from './pdf-merge-writer.ts';

const ZIP_MIME = 'application/zip';

export interface BundleInput {
  deps: Pick<AppDeps, 'db'>;
  ids: readonly string[];
  /** Called for each order once it is in the file (`true`) or left out (`false`, with the reason). */
  onOrder?: (order: OrderRow, included: boolean, reason?: LeftOutReason) => void | Promise<void>;
  /** A job that was canceled stops early; the partial file is discarded. */
  shouldStop?: () => boolean;
}

export interface Bundle {
  bytes: Buffer;
  /** What the file is: a merged PDF, one .zpl, or a zip. */
  extension: 'pdf' | 'zpl' | 'zip';
  mimeType: string;
  /** Orders in the file, and those left out (no printable label, or its file missing from the bucket). */
  included: number;
  skipped: { id: string; orderNo: string; reason: LeftOutReason }[];
  stopped: boolean;
}

async function each(
  input: BundleInput,
  use: (order: OrderRow, bytes: Buffer, type: OrderLabelFormat) => Promise<void> | void,
): Promise<Pick<Bundle, 'included' | 'skipped' | 'stopped'>> {
  const skipped: { order: OrderRow; reason: LeftOutReason }[] = [];
  let included = 0;
  let reported = 0;
  const report = async () => {
    for (; reported < skipped.length; reported++) {
      const { order, reason } = skipped[reported]!;
      await input.onOrder?.(order, false, reason);
    }
  };
  const leftOut = (order: OrderRow, reason: LeftOutReason) => skipped.push({ order, reason });
  for await (const { order, bytes, type } of labelPdfsOf(input.deps, input.ids, leftOut)) {
    if (input.shouldStop?.()) return { included, skipped: [], stopped: true };
    await report();
    await use(order, bytes, type);
    included++;
    await input.onOrder?.(order, true);
  }
  await report();
  return {
    included,
    skipped: skipped.map(({ order, reason }) => ({ id: order.id, orderNo: order.orderNo, reason })),
    stopped: false,
  };
}

/**
 * Every label of the orders merged for one print run, in the order of `ids`: PDFs as one PDF (pages of
 * multi-parcel orders together), ZPL as one .zpl (a thermal printer takes the labels one after another),
 * PNGs as a zip of the images. A selection mixing file types answers a zip holding labels.pdf,
 * labels.zpl and the PNGs.
 */
export async function mergedLabelsPdf(input: BundleInput): Promise<Bundle> {
  const pdf = collectingSink();
  const writer = await PdfMergeWriter.create(pdf.sink);
  const zpl: Buffer[] = [];
  const pngs: { order: OrderRow; bytes: Buffer }[] = [];
  let pdfs = 0;
  const result = await each(input, async (order, bytes, type) => {
    if (type === 'pdf') {
      pdfs++;
      await writer.add(bytes);
    } else if (type === 'zpl')
      zpl.push(bytes.at(-1) === 0x0a ? bytes : Buffer.concat([bytes, Buffer.from('\n')]));
    else pngs.push({ order, bytes });
  });
  writer.finish();
  const kinds = [pdfs > 0, zpl.length > 0, pngs.length > 0].filter(Boolean).length;
  if (kinds <= 1 && pngs.length === 0 && zpl.length === 0)
    return { ...result, bytes: pdf.bytes(), extension: 'pdf', mimeType: PDF_MIME };
  if (kinds === 1 && zpl.length > 0)
    return { ...result, bytes: Buffer.concat(zpl), extension: 'zpl', mimeType: ZPL_MIME };
  const files: { name: string; bytes: Buffer }[] = [];
  if (pdfs > 0) files.push({ name: 'labels.pdf', bytes: pdf.bytes() });
  if (zpl.length > 0) files.push({ name: 'labels.zpl', bytes: Buffer.concat(zpl) });
  const nameOf = entryNamer('orderNo');
  for (const png of pngs) files.push({ name: nameOf(png.order, 'png'), bytes: png.bytes });
  return { ...result, bytes: zipOf(files), extension: 'zip', mimeType: ZIP_MIME };
}

/** A zip of a few files, stored (labels barely compress). */
function zipOf(files: readonly { name: string; bytes: Buffer }[]): Buffer {
  const out = collectingSink();
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.sink(chunk);
  });
  for (const file of files) {
    const entry = new ZipPassThrough(file.name);
    zip.add(entry);
    entry.push(file.bytes, true);
  }
  zip.end();
  if (failure) throw failure;
  return out.bytes();
}

/** Characters that file systems (Windows above all) refuse in a name, and anything below a space. */
const UNSAFE = /[\\/:*?"<>|]/g;
const belowSpaceReplaced = (text: string) => [...text].map((c) => (c < ' ' ? '_' : c)).join('');

/**
 * Zip entry names: `<orderNo>.pdf` or `<first tracking no>.pdf` (an order without one falls back to its
 * order number), `.png` or `.zpl` for labels of those types. Names are compared case-insensitively, as on Windows and macOS, and a repeat gets
 * `-2`, `-3`...: two customers may use the same order number in one back-office zip.
 */
export function entryNamer(naming: LabelNaming) {
  const used = new Set<string>();
  return (order: Pick<OrderRow, 'orderNo' | 'trackingNo'>, extension: OrderLabelFormat = 'pdf') => {
    const wanted = (naming === 'trackingNo' && order.trackingNo) || order.orderNo;
    const base = belowSpaceReplaced(wanted.replace(UNSAFE, '_'));
    let name = `${base}.${extension}`;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base}-${n}.${extension}`;
    used.add(name.toLowerCase());
    return name;
  };
}

/**
 * One label file (PDF, PNG or ZPL) per order in a zip, stored (level 0: PDFs barely compress and deflating costs ~8x the
 * time), written entry by entry as the labels are read.
 */
export async function labelsZip(input: BundleInput & { naming: LabelNaming }): Promise<Bundle> {
  const out = collectingSink();
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.sink(chunk);
  });
  const nameOf = entryNamer(input.naming);
  const result = await each(input, (order, bytes, type) => {
    const entry = new ZipPassThrough(nameOf(order, type));
    zip.add(entry);
    entry.push(bytes, true);
  });
  zip.end();
  if (failure) throw failure;
  return { ...result, bytes: out.bytes(), extension: 'zip', mimeType: ZIP_MIME };
}
