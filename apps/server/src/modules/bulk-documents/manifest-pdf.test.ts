import { describe, expect, it } from 'vitest';
import { decodeBarcodes, missingToolMessage, pdfText, TOOLS } from '../documents/pdf-tools.testing.ts';
import { type ManifestModel, renderManifestPdf } from './manifest-pdf.ts';

const model = (count: number): ManifestModel => ({
  manifestNo: 'MF2611230001',
  carrier: 'Sandbox Express',
  channel: 'Sandbox channel for international parcels',
  carrierManifestId: 'SBX-MANIFEST-000123',
  shipDate: '2026-11-23',
  shipper: ['Acme LLC / Acme Fulfilment', '1200 E Valley Blvd', 'Alhambra CA 91801 US'],
  createdAt: '2026-11-23 16:05',
  orderCount: count,
  totalWeight: `${(count * 48).toFixed(2)} lb`,
  parcels: Array.from({ length: count }, (_, i) => ({
    orderNo: `SL2611${String(i + 1).padStart(6, '0')}`,
    trackingNo: `SXMWUFC5EP${String(i).padStart(6, '0')}`,
    recipient: 'Northern Lights Import and Export Trading Company Limited',
    zip: '10118-1234',
    weight: '48.00 lb',
    service: 'Sandbox International Priority Express',
  })),
});

describe('manifest PDF text fits its cells', () => {
  it('prints the totals, service names and recipients whole, and the barcodes decode', async (ctx) => {
    const bytes = await renderManifestPdf(model(25));
    if (!TOOLS.poppler) return ctx.skip(missingToolMessage('pdftotext'));
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    expect(text).toContain('Orders: 25');
    expect(text).toContain('Parcels: 25');
    expect(text).toContain('Total weight: 1200.00 lb');
    expect(text).not.toContain('...');
    // Every row's service, recipient and ZIP to its last word (wrapped lines sit apart in the layout).
    const count = (word: string) => text.split(word).length - 1;
    for (const word of ['International', 'Priority', 'Company', 'Limited', '10118-1234'])
      expect(count(word)).toBe(25);
    if (!TOOLS.zbar) return ctx.skip(missingToolMessage('zbarimg'));
    expect(decodeBarcodes(bytes)[0]).toContain('CODE-128:MF2611230001');
  });
});
