import { degrees, PDFDocument } from 'pdf-lib';
import type { CarrierLabel, LabelFormat } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';
import type { UpsShipment } from './ups.labels.ts';

const POINTS_PER_INCH = 72;
const PAGE = { width: 4 * POINTS_PER_INCH, height: 6 * POINTS_PER_INCH };

/**
 * One label file for the whole shipment, as the order keeps one:
 * - ZPL: each package's label is a complete ^XA...^XZ format, so the file is their concatenation;
 * - PNG asked, one package: UPS's image as it is (UPS draws it landscape, 6 x 4, text turned a quarter);
 * - otherwise (a PDF asked, or several packages): a 4 x 6 PDF with one upright page per package, as UPS
 *   makes no PDF and one PNG cannot hold several labels.
 */
export async function labelFileOf(
  shipment: UpsShipment,
  asked: LabelFormat | undefined,
): Promise<CarrierLabel> {
  if (shipment.imageFormat === 'ZPL') {
    const text = shipment.images.map((image) => Buffer.from(image, 'base64').toString('latin1')).join('\n');
    return { format: 'zpl', base64: Buffer.from(text, 'latin1').toString('base64') };
  }
  if (shipment.imageFormat !== 'PNG')
    throw new CarrierError('carrier.bad_response', `unexpected label image ${shipment.imageFormat}`);
  if (asked === 'png' && shipment.images.length === 1) return { format: 'png', base64: shipment.images[0]! };
  return { format: 'pdf', base64: await pngPagesPdf(shipment.images), paper: 'pdf_4x6' };
}

/** PNG labels as a 4 x 6 PDF, one upright page each (base64); FedEx multi-piece PNG labels use it too. */
export async function pngPagesPdf(images: string[]): Promise<string> {
  const pdf = await PDFDocument.create();
  for (const image of images) {
    let png: Awaited<ReturnType<PDFDocument['embedPng']>>;
    try {
      png = await pdf.embedPng(Buffer.from(image, 'base64'));
    } catch (error) {
      throw new CarrierError('carrier.bad_response', `label image is not a PNG: ${String(error)}`);
    }
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    const landscape = png.width > png.height;
    // Fit the image (turned when landscape) inside the page, keeping its proportions.
    const [w, h] = landscape ? [png.height, png.width] : [png.width, png.height];
    const scale = Math.min(PAGE.width / w, PAGE.height / h);
    const [drawnW, drawnH] = [w * scale, h * scale];
    const x = (PAGE.width - drawnW) / 2;
    const y = (PAGE.height - drawnH) / 2;
    if (landscape) {
      // Turned a quarter clockwise about its lower-left corner, which therefore starts at the top.
      page.drawImage(png, { x, y: y + drawnH, width: drawnH, height: drawnW, rotate: degrees(-90) });
    } else {
      page.drawImage(png, { x, y, width: drawnW, height: drawnH });
    }
  }
  return Buffer.from(await pdf.save()).toString('base64');
}
