import { PDFDocument } from 'pdf-lib';
import type { CarrierLabel, LabelFormat } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';
import { pngPagesPdf } from '../ups/ups.label-file.ts';
import type { FedexShipment } from './fedex.labels.ts';

const paperOf = (asked: LabelFormat | undefined): LabelFormat =>
  asked === 'pdf_letter' || asked === 'pdf_a4' ? asked : 'pdf_4x6';

/**
 * One label file for the shipment: FedEx returns one label per piece. PDFs are merged page after page,
 * ZPL formats concatenated, one PNG kept as it is, several PNGs put on 4 x 6 PDF pages.
 */
export async function labelFileOf(
  shipment: FedexShipment,
  asked: LabelFormat | undefined,
): Promise<CarrierLabel> {
  const { labels } = shipment;
  if (shipment.docType === 'ZPLII') {
    const text = labels.map((l) => Buffer.from(l, 'base64').toString('latin1')).join('\n');
    return { format: 'zpl', base64: Buffer.from(text, 'latin1').toString('base64') };
  }
  if (shipment.docType === 'PNG')
    return labels.length === 1
      ? { format: 'png', base64: labels[0]! }
      : { format: 'pdf', base64: await pngPagesPdf(labels), paper: 'pdf_4x6' };
  if (labels.length === 1) return { format: 'pdf', base64: labels[0]!, paper: paperOf(asked) };
  const merged = await PDFDocument.create();
  for (const label of labels) {
    let source: PDFDocument;
    try {
      source = await PDFDocument.load(Buffer.from(label, 'base64'));
    } catch (error) {
      throw new CarrierError('carrier.bad_response', `label is not a PDF: ${String(error)}`);
    }
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
  }
  return {
    format: 'pdf',
    base64: Buffer.from(await merged.save()).toString('base64'),
    paper: paperOf(asked),
  };
}
