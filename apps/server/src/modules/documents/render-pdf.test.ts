import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { labelModelOf, routingPayload } from './label-model.ts';
import { renderLabelPdf } from './label-pdf.ts';
import { placedOrderRow } from './order-fixtures.testing.ts';
import { pdfSafe } from './pdf-text.ts';
import { decodeBarcodes, missingToolMessage, pageSizes, pdfText, TOOLS } from './pdf-tools.testing.ts';
import { qrModules } from './vector-barcodes.ts';

const pages = (bytes: Uint8Array) =>
  Buffer.from(bytes)
    .toString('latin1')
    .match(/\/Type \/Page\b/g)?.length;

describe('shipping label PDF', () => {
  it('has one page per parcel, each with its own tracking number in Code 128 and in the QR code', async (ctx) => {
    const order = placedOrderRow({ parcels: 3 });
    const bytes = await renderLabelPdf(order);
    expect(pages(bytes)).toBe(3);
    if (!TOOLS.poppler || !TOOLS.zbar)
      return ctx.skip(missingToolMessage(TOOLS.zbar ? 'pdftoppm' : 'zbarimg'));
    const decoded = decodeBarcodes(bytes);
    expect(decoded).toHaveLength(3);
    order.trackingNumbers.forEach((tn, i) => {
      expect(decoded[i]).toContain(`CODE-128:${tn}`);
      expect(decoded[i]).toContain(`QR-Code:${tn}/10118/US/GROUND`);
    });
  });

  it.for([
    [1, 288, 432],
    [2, 612, 792],
    [3, 595.28, 841.89],
  ] as const)(
    'labelSize %i gives %i x %i pt pages; the barcodes still decode',
    async ([labelSize, w, h], ctx) => {
      const order = placedOrderRow({ labelSize, parcels: 2 });
      const bytes = await renderLabelPdf(order);
      if (!TOOLS.poppler) return ctx.skip(missingToolMessage('pdfinfo'));
      expect(pageSizes(bytes)).toEqual([
        [w, h],
        [w, h],
      ]);
      if (labelSize !== 1) expect(pdfText(bytes)).toContain('Cut along the dashed line');
      if (!TOOLS.zbar) return ctx.skip(missingToolMessage('zbarimg'));
      expect(decodeBarcodes(bytes)[1]).toContain(`CODE-128:${order.trackingNumbers[1]}`);
    },
  );

  it('prints the carrier, service, addresses, order, references, parcel count, weights, dimensions and zone', async (ctx) => {
    const order = placedOrderRow({ parcels: 2 });
    const bytes = await renderLabelPdf(order);
    if (!TOOLS.poppler) return ctx.skip(missingToolMessage('pdftotext'));
    const text = pdfText(bytes);
    for (const expected of [
      'SANDBOX GROUND',
      'SANDBOX EXPRESS',
      'SHIP DATE 2026-11-23',
      'Acme Fulfilment',
      'ALHAMBRA CA 91801',
      'ANN LEE',
      '350 FIFTH AVE',
      'NEW YORK NY 10118',
      `ORDER: ${order.orderNo}`,
      'REF 1: PO-4471',
      'REF 2: Second ref',
      'PKG 1 OF 2',
      'PKG 2 OF 2',
      '2.5 LB',
      'BILLABLE WT 3 LB',
      'DIM 12 x 8 x 6 IN',
      'ZONE 5',
      `TRACKING #: ${order.trackingNumbers[1]}`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('NOT FOR SHIPPING');
  });

  it('marks test and sandbox orders SAMPLE - NOT FOR SHIPPING', async (ctx) => {
    const bytes = await renderLabelPdf(placedOrderRow({ isTest: true }));
    if (!TOOLS.poppler) return ctx.skip(missingToolMessage('pdftotext'));
    expect(pdfText(bytes)).toContain('SAMPLE - NOT FOR SHIPPING');
  });

  it('replaces what the standard fonts cannot draw (Chinese) and drops accents instead of failing', async () => {
    expect(pdfSafe('José 张伟 “quoted” – ok')).toBe('Jose ?? "quoted" - ok');
    const order = placedOrderRow();
    order.toAddress = { ...order.toAddress, personName: '张伟', addressLine1: '北京路 1号' };
    await expect(renderLabelPdf(order)).resolves.toBeInstanceOf(Uint8Array);
  });

  it('sizes the QR code by its payload: the smallest version that holds it, any text still encodes', () => {
    expect(qrModules('A'.repeat(20)).size).toBe(21);
    expect(qrModules('A'.repeat(21)).size).toBe(25);
    expect(qrModules('1Z999AA10123456784/10118-1234/US/NEXT-DAY-AIR').size).toBe(29);
    expect(
      qrModules('lower case and | other signs, longer than any fixed version here '.repeat(3)).size,
    ).toBeGreaterThan(33);
  });

  it('puts the tracking number, destination ZIP, country and service in the 2D code', () => {
    const model = labelModelOf(placedOrderRow());
    expect(routingPayload(model, model.parcels[0]!)).toBe(
      `${model.parcels[0]!.trackingNumber}/10118/US/GROUND`,
    );
  });
});

describe('commercial invoice PDF', () => {
  it('lists exporter, consignee, EIN, terms, items with HS code, origin, values, totals and the declaration', async (ctx) => {
    const order = placedOrderRow({ international: true, parcels: 2 });
    const bytes = await renderInvoicePdf(order);
    if (!TOOLS.poppler) return ctx.skip(missingToolMessage('pdftotext'));
    const text = pdfText(bytes).replace(/ +/g, ' ');
    for (const expected of [
      'COMMERCIAL INVOICE',
      `Invoice no. ${order.orderNo}`,
      'EXPORTER / SHIPPER',
      'Acme Fulfilment',
      'EIN / Tax ID: 12-3456789',
      'CONSIGNEE / RECIPIENT',
      'Marie Tremblay',
      'Toronto, ON M5H 2N2',
      'DDU - duties and taxes paid by the recipient',
      'Merchandise (sale)',
      'Cotton T-shirt 6109.10 CN 3 15.00 45.00 0.9 lb',
      'Ceramic mug 6912.00 US 2 10.00 19.99 1.2 lb',
      'TOTAL 5 USD 64.99 2.1 lb (0.95 kg)',
      'Packages 2',
      'Gross weight 5 lb (2.27 kg)',
      'I declare that all the information contained in this invoice is true and correct',
      'Signature: Ann Signer',
      'Date: 2026-11-23',
    ])
      expect(text).toContain(expected);
  });

  it('names the countries of both parties and shrinks a long cell before cutting it', async (ctx) => {
    const order = placedOrderRow({ international: true });
    order.items = [{ ...order.items[0]!, description: 'Organic cotton crew-neck T-shirt, unisex, L' }];
    const bytes = await renderInvoicePdf(order);
    if (!TOOLS.poppler) return ctx.skip(missingToolMessage('pdftotext'));
    const text = pdfText(bytes).replace(/ +/g, ' ');
    expect(text).toContain('CANADA');
    expect(text).toContain('UNITED STATES OF AMERICA');
    expect(text).toContain('Organic cotton crew-neck T-shirt, unisex, L');
  });

  it('continues a long item list on further pages with the totals after the last row', async (ctx) => {
    const order = placedOrderRow({ international: true });
    order.items = Array.from({ length: 100 }, (_, i) => ({
      ...order.items[0]!,
      description: `Item ${i + 1}`,
    }));
    const bytes = await renderInvoicePdf(order);
    expect(pages(bytes)).toBeGreaterThan(1);
    if (!TOOLS.poppler) return ctx.skip(missingToolMessage('pdftotext'));
    const text = pdfText(bytes).replace(/ +/g, ' ');
    expect(text).toContain('Item 100 ');
    expect(text).toContain('(continued)');
    expect(text).toContain('TOTAL 300 USD 4500.00');
  });
});
