import { describe, expect, it } from 'vitest';
import { labelModelOf, routingPayload } from './label-model.ts';
import { renderLabelPdf } from './label-pdf.ts';
import {
  code128ModuleDots,
  renderLabelZpl,
  ZPL_HEIGHT_DOTS,
  ZPL_WIDTH_DOTS,
  zplFieldData,
} from './label-zpl.ts';
import { placedOrderRow } from './order-fixtures.testing.ts';
import { missingToolMessage, TOOLS } from './pdf-tools.testing.ts';
import { decodePng, horizontalRules, pdfPageGrey, readGreyPng, renderZplPngs } from './zpl-render.testing.ts';

const labelsOf = (zpl: string) => zpl.match(/\^XA[\s\S]*?\^XZ/g) ?? [];
/** Every field origin (^FO, ^FT) of one label with what follows it up to the field's end. */
const fields = (label: string) =>
  [...label.matchAll(/\^(FO|FT)(\d+),(\d+)([\s\S]*?\^FS)/g)].map((m) => ({
    x: Number(m[2]),
    y: Number(m[3]),
    rest: m[4]!,
  }));
/** The decoded field data of each field matching `command` (e.g. ^BC), ^FH escapes undone. */
const dataOf = (label: string, command: string) =>
  fields(label)
    .filter((f) => f.rest.includes(command))
    .map((f) => {
      const raw = /\^FD([\s\S]*?)\^FS/.exec(f.rest)![1]!;
      const bytes = raw.replace(/_([0-9A-F]{2})/g, (_m, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });

describe('shipping label as ZPL II (203 dpi, 4x6)', () => {
  it('writes one ^XA ... ^XZ per parcel, UTF-8 (^CI28), 812 x 1218 dots, every field inside the label', () => {
    const model = labelModelOf(placedOrderRow({ parcels: 3 }));
    const labels = labelsOf(renderLabelZpl(model));
    expect(labels).toHaveLength(3);
    for (const label of labels) {
      expect(label).toMatch(/^\^XA\^CI28\^PW812\^LL1218\^LH0,0/);
      const all = fields(label);
      expect(all.length).toBeGreaterThan(25);
      for (const f of all) {
        expect(f.x).toBeGreaterThanOrEqual(0);
        expect(f.y).toBeGreaterThanOrEqual(0);
        expect(f.x).toBeLessThan(ZPL_WIDTH_DOTS);
        expect(f.y).toBeLessThan(ZPL_HEIGHT_DOTS);
        // Boxes and rules end inside the label too.
        const gb = /\^GB(\d+),(\d+),(\d+)/.exec(f.rest);
        if (gb) {
          expect(f.x + Number(gb[1])).toBeLessThanOrEqual(ZPL_WIDTH_DOTS);
          expect(f.y + Number(gb[2])).toBeLessThanOrEqual(ZPL_HEIGHT_DOTS);
        }
      }
    }
  });

  it("carries each parcel's tracking number in Code 128 (^BC) and the PDF's routing payload in QR (^BQ)", () => {
    const model = labelModelOf(placedOrderRow({ parcels: 2 }));
    const labels = labelsOf(renderLabelZpl(model));
    model.parcels.forEach((parcel, i) => {
      expect(dataOf(labels[i]!, '^BC')).toEqual([parcel.trackingNumber]);
      expect(dataOf(labels[i]!, '^BQ')).toEqual([`MA,${routingPayload(model, parcel)}`]);
      // The barcode is centred, at whole dots per module, within the PDF's quiet zones.
      const { modules, moduleDots } = code128ModuleDots(parcel.trackingNumber);
      const bc = fields(labels[i]!).find((f) => f.rest.includes('^BC'))!;
      expect(bc.x).toBeGreaterThanOrEqual(45);
      expect(bc.x + modules * moduleDots).toBeLessThanOrEqual(ZPL_WIDTH_DOTS - 45);
      expect(labels[i]).toContain(`^BY${moduleDots}`);
      expect(dataOf(labels[i]!, '^FD').join('\n')).toContain(`PKG ${i + 1} OF 2`);
    });
  });

  it('escapes ^, ~, _ and non-ASCII bytes with ^FH so no text can end a field or issue a command', () => {
    expect(zplFieldData('A^B~C_D')).toBe('^FH_^FDA_5EB_7EC_5FD^FS');
    expect(zplFieldData('Café')).toBe('^FH_^FDCaf_C3_A9^FS');
    expect(zplFieldData('a\\b', true)).toBe('^FH_^FDa\\\\b^FS');
    const order = placedOrderRow();
    const hostile = {
      ...order,
      reference: '^XZ~JA_',
      parcels: order.parcels.map((p) => ({ ...p, reference: '' })),
    };
    const zpl = renderLabelZpl(labelModelOf(hostile));
    expect(labelsOf(zpl)).toHaveLength(1);
    expect(zpl).toContain('REF 1: _5EXZ_7EJA_5F^FS');
    expect(zpl).not.toContain('~JA');
    expect(/^[\x20-\x7e\n]*$/.test(zpl)).toBe(true);
    expect(dataOf(labelsOf(zpl)[0]!, '^FD')).toContain('REF 1: ^XZ~JA_');
  });

  it('renders (Zebrash, offline) to labels whose barcodes decode, laid out band by band like the PDF', async (ctx) => {
    if (!TOOLS.zbar) return ctx.skip(missingToolMessage('zbarimg'));
    const order = placedOrderRow({ parcels: 2 });
    const model = labelModelOf(order);
    const pngs = await renderZplPngs(renderLabelZpl(model));
    expect(pngs).toHaveLength(2);
    model.parcels.forEach((parcel, i) => {
      expect(decodePng(pngs[i]!).sort()).toEqual([
        `CODE-128:${parcel.trackingNumber}`,
        `QR-Code:${routingPayload(model, parcel)}`,
      ]);
    });
    if (!TOOLS.poppler) return ctx.skip(missingToolMessage('pdftoppm'));
    // The PDF at the printer's 203 dpi: the same full-width rules (352, 262, 182, 146, 68 pt) within 3 dots.
    const zplRules = horizontalRules(readGreyPng(pngs[0]!), ZPL_WIDTH_DOTS);
    const pdfRules = horizontalRules(pdfPageGrey(await renderLabelPdf(order), 203), ZPL_WIDTH_DOTS);
    expect(pdfRules).toHaveLength(5);
    expect(zplRules).toHaveLength(5);
    for (const [i, y] of zplRules.entries()) expect(Math.abs(y - pdfRules[i]!)).toBeLessThanOrEqual(3);
  }, 60_000);
});
