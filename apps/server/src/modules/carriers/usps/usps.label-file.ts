import { PDFDocument } from 'pdf-lib';
import type { CarrierLabel, LabelFormat } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';
import type { UspsLabelPart } from './usps.labels.ts';

/**
 * USPS makes one label per parcel (no multi-piece shipments): the order keeps one file, so parcels'
 * labels are joined: PDF pages in parcel order, ZPL documents one after the other (a thermal printer
 * prints each ^XA...^XZ). A PNG holds one label, so several parcels are asked for as PDF.
 */
export const formatForParcels = (
  format: LabelFormat | undefined,
  parcels: number,
): LabelFormat | undefined => (format === 'png' && parcels > 1 ? 'pdf_4x6' : format);

async function mergePdfs(files: readonly Buffer[]): Promise<Buffer> {
  const merged = await PDFDocument.create();
  for (const bytes of files) {
    let doc: PDFDocument;
    try {
      doc = await PDFDocument.load(bytes);
    } catch {
      throw new CarrierError('carrier.bad_response', 'a USPS label is not a readable PDF');
    }
    for (const page of await merged.copyPages(doc, doc.getPageIndices())) merged.addPage(page);
  }
  return Buffer.from(await merged.save());
}

export async function labelFileOf(parts: readonly UspsLabelPart[]): Promise<CarrierLabel> {
  if (parts.length === 0) throw new CarrierError('carrier.bad_response', 'no label');
  const format = parts[0]!.imageType;
  if (parts.some((p) => p.imageType !== format))
    throw new CarrierError('carrier.bad_response', 'labels of mixed formats');
  const paper: LabelFormat = format === 'pdf' ? 'pdf_4x6' : format;
  if (parts.length === 1) return { format, base64: parts[0]!.imageBase64, paper };
  if (format === 'png')
    throw new CarrierError('carrier.bad_response', 'several PNG labels cannot make one file');
  const files = parts.map((p) => Buffer.from(p.imageBase64, 'base64'));
  const joined =
    format === 'pdf'
      ? await mergePdfs(files)
      : Buffer.from(files.map((f) => f.toString('utf8').trimEnd()).join('\n'), 'utf8');
  return { format, base64: joined.toString('base64'), paper };
}
