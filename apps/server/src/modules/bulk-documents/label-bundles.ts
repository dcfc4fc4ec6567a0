import { Zip, ZipPassThrough } from 'fflate';
import type { AppDeps } from '../../lib/deps.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { LabelNaming } from './bulk.schemas.ts';
import { labelPdfsOf } from './label-sources.ts';
import { collectingSink, PdfMergeWriter } from './pdf-merge-writer.ts';

export interface BundleInput {
  deps: Pick<AppDeps, 'db'>;
  ids: readonly string[];
  /** Called for each order once it is in the file (`true`) or left out for want of a label (`false`). */
  onOrder?: (order: OrderRow, included: boolean) => void | Promise<void>;
  /** A job that was canceled stops early; the partial file is discarded. */
  shouldStop?: () => boolean;
}

export interface Bundle {
  bytes: Buffer;
  /** Orders in the file, and those left out (no printable label). */
  included: number;
  skipped: { id: string; orderNo: string }[];
  stopped: boolean;
}

async function each(
  input: BundleInput,
  use: (order: OrderRow, bytes: Buffer) => Promise<void> | void,
): Promise<Pick<Bundle, 'included' | 'skipped' | 'stopped'>> {
  const skipped: OrderRow[] = [];
  let included = 0;
  let reported = 0;
  const report = async () => {
    for (; reported < skipped.length; reported++) await input.onOrder?.(skipped[reported]!, false);
  };
  for await (const { order, bytes } of labelPdfsOf(input.deps, input.ids, (o) => skipped.push(o))) {
    if (input.shouldStop?.()) return { included, skipped: [], stopped: true };
    await report();
    await use(order, bytes);
    included++;
    await input.onOrder?.(order, true);
  }
  await report();
  return { included, skipped: skipped.map((o) => ({ id: o.id, orderNo: o.orderNo })), stopped: false };
}

/** Every label of the orders as one PDF, in the order of `ids` (pages of multi-parcel orders together). */
export async function mergedLabelsPdf(input: BundleInput): Promise<Bundle> {
  const out = collectingSink();
  const writer = await PdfMergeWriter.create(out.sink);
  const result = await each(input, (_order, bytes) => writer.add(bytes).then(() => undefined));
  writer.finish();
  return { ...result, bytes: out.bytes() };
}

/** Characters that file systems (Windows above all) refuse in a name, and anything below a space. */
const UNSAFE = /[\\/:*?"<>|]/g;
const belowSpaceReplaced = (text: string) => [...text].map((c) => (c < ' ' ? '_' : c)).join('');

/**
 * Zip entry names: `<orderNo>.pdf` or `<first tracking no>.pdf` (an order without one falls back to its
 * order number). Names are compared case-insensitively, as on Windows and macOS, and a repeat gets
 * `-2`, `-3`...: two customers may use the same order number in one back-office zip.
 */
export function entryNamer(naming: LabelNaming) {
  const used = new Set<string>();
  return (order: Pick<OrderRow, 'orderNo' | 'trackingNo'>) => {
    const wanted = (naming === 'trackingNo' && order.trackingNo) || order.orderNo;
    const base = belowSpaceReplaced(wanted.replace(UNSAFE, '_'));
    let name = `${base}.pdf`;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base}-${n}.pdf`;
    used.add(name.toLowerCase());
    return name;
  };
}

/**
 * One label PDF per order in a zip, stored (level 0: PDFs barely compress and deflating costs ~8x the
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
  const result = await each(input, (order, bytes) => {
    const entry = new ZipPassThrough(nameOf(order));
    zip.add(entry);
    entry.push(bytes, true);
  });
  zip.end();
  if (failure) throw failure;
  return { ...result, bytes: out.bytes() };
}
