import { PDFDocument } from 'pdf-lib';
import type { CarrierHttp, CarrierLabel, LabelFormat } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';

/** A label file an aggregator made, at its own address (S3 and the like: no credentials are sent there). */
export interface RemoteLabelFile {
  url: string;
  format: 'pdf' | 'png' | 'zpl';
}

async function download(http: CarrierHttp, file: RemoteLabelFile): Promise<Buffer> {
  const res = await http.request({
    method: 'GET',
    url: file.url,
    headers: { accept: '*/*' },
    safeToRetry: true,
    operation: 'labelFile',
  });
  if (res.status !== 200 || res.bytes.length === 0)
    throw new CarrierError('carrier.bad_response', `label file answered ${res.status}`);
  return res.bytes;
}

async function mergedPdf(files: readonly Buffer[]): Promise<Buffer> {
  const merged = await PDFDocument.create();
  for (const bytes of files) {
    const doc = await PDFDocument.load(bytes);
    for (const page of await merged.copyPages(doc, doc.getPageIndices())) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}

/**
 * Downloads every parcel's label and makes one file of them: PDFs merged page after page, ZPL
 * concatenated (one ^XA...^XZ per parcel, what a thermal printer takes). PNG holds one parcel only, so
 * callers ask the carrier for PDF when several parcels want PNG (the nearest format).
 */
export async function fetchLabelFiles(
  http: CarrierHttp,
  files: readonly RemoteLabelFile[],
  paper: LabelFormat,
): Promise<CarrierLabel> {
  if (files.length === 0) throw new CarrierError('carrier.bad_response', 'no label file');
  const formats = new Set(files.map((f) => f.format));
  if (formats.size > 1) throw new CarrierError('carrier.bad_response', 'label files of mixed formats');
  const format = files[0]!.format;
  const bytes = await Promise.all(files.map((f) => download(http, f)));
  if (format === 'png' && bytes.length > 1)
    throw new CarrierError('carrier.bad_response', 'several PNG labels cannot make one file');
  const one = format === 'pdf' && bytes.length > 1 ? await mergedPdf(bytes) : Buffer.concat(bytes);
  return {
    format,
    base64: one.toString('base64'),
    paper: format === 'pdf' ? paper : format === 'zpl' ? 'zpl' : 'png',
  };
}

/** The format to ask the carrier for: PNG becomes PDF when several parcels must share one file. */
export const formatForParcels = (format: LabelFormat | undefined, parcels: number): LabelFormat =>
  format === 'png' && parcels > 1 ? 'pdf_4x6' : (format ?? 'pdf_4x6');
