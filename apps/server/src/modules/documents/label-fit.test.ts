import { describe, expect, it } from 'vitest';
import { renderLabelPdf } from './label-pdf.ts';
import { placedOrderRow } from './order-fixtures.testing.ts';
import { decodeBarcodes, missingToolMessage, pdfText, TOOLS } from './pdf-tools.testing.ts';

/** An international order to Canada with a long service name and the recipient's phone. */
function internationalOrder() {
  const order = placedOrderRow({ international: true });
  order.serviceName = 'Sandbox International Priority Express';
  order.baseInfo = { ...order.baseInfo!, serviceName: order.serviceName, zone: 9 };
  order.toAddress = { ...order.toAddress, phone: '+1 416-555-0123' };
  return order;
}

const words = (text: string) => text.replace(/\s+/g, ' ');

describe('label text fits instead of being cut', () => {
  it('prints the whole service name, the country name, the phone and no domestic zone abroad', async (ctx) => {
    const order = internationalOrder();
    const bytes = await renderLabelPdf(order);
    if (!TOOLS.poppler) return ctx.skip(missingToolMessage('pdftotext'));
    const text = words(pdfText(bytes));
    // Shrunk, then wrapped onto two lines under the routing block: every word is there.
    expect(text).toContain('SANDBOX INTERNATIONAL');
    expect(text).toContain('PRIORITY EXPRESS');
    expect(text).not.toContain('...');
    expect(text).toContain('TORONTO ON M5H 2N2 CANADA');
    expect(text).toContain('TEL +1 416-555-0123');
    expect(text).toContain('M5H 2N2 INTERNATIONAL');
    expect(text).toContain('UNITED STATES OF AMERICA');
    expect(text).not.toMatch(/ZONE \d/);
    if (!TOOLS.zbar) return ctx.skip(missingToolMessage('zbarimg'));
    const [decoded] = decodeBarcodes(bytes);
    expect(decoded).toContain(`CODE-128:${order.trackingNumbers[0]}`);
    expect(decoded).toContain(`QR-Code:${order.trackingNumbers[0]}/M5H 2N2/CA/GROUND`);
  });

  it('names a long country in full and keeps a long address readable in its band', async (ctx) => {
    const order = internationalOrder();
    order.toAddress = {
      ...order.toAddress,
      countryCode: 'GB',
      company: 'Northern Lights Import and Export Trading Company Limited',
      addressLine1: 'Flat 12, Kensington Palace Gardens Mansions, Upper Ground Floor',
      addressLine2: 'Royal Borough of Kensington and Chelsea',
      city: 'London',
      stateCode: '',
      zipCode: 'W8 4QP',
    };
    const bytes = await renderLabelPdf(order);
    if (!TOOLS.poppler) return ctx.skip(missingToolMessage('pdftotext'));
    const text = words(pdfText(bytes));
    expect(text).toContain('UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND');
    expect(text).toContain('NORTHERN LIGHTS IMPORT AND EXPORT TRADING COMPANY LIMITED');
    expect(text).toContain('ROYAL BOROUGH OF KENSINGTON AND CHELSEA');
    expect(text).not.toContain('...');
  });

  it('still prints the domestic zone at home', async (ctx) => {
    const bytes = await renderLabelPdf(placedOrderRow());
    if (!TOOLS.poppler) return ctx.skip(missingToolMessage('pdftotext'));
    const text = pdfText(bytes);
    expect(text).toContain('ZONE 5');
    expect(text).not.toContain('INTERNATIONAL');
    expect(text).toContain('TEL 212-555-0100');
  });
});
