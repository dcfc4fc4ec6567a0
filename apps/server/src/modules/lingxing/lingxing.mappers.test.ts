import type { Address } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import sample from './fixtures/wms-order-list.doc-sample.json' with { type: 'json' };
import {
  countryCodeOf,
  draftOfWmsOrder,
  erpRefOf,
  labelBody,
  stateAndCity,
  trackingBody,
} from './lingxing.mappers.ts';

/** The mappers on the documented wmsOrderList answer (fixtures/wms-order-list.doc-sample.json, SOURCES.md). */
const docOrder = sample.data[0] as Record<string, unknown>;
const FROM: Address = {
  personName: 'Ann Sender',
  company: '',
  phone: '',
  email: '',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Los Angeles',
  stateCode: 'CA',
  zipCode: '90001',
  countryCode: 'US',
  isResidential: false,
  isValid: false,
};

describe('LingXing sales outbound order -> draft', () => {
  it('reads the ids the push-back needs', () => {
    expect(erpRefOf(docOrder)).toEqual({
      woId: 6879,
      woNumber: 'WO103341008688546816',
      waybillNo: '',
      platformOrderNo: 'testverppp0117',
    });
  });

  it('country names in Chinese or English and ISO codes', () => {
    expect(countryCodeOf('美国')).toBe('US');
    expect(countryCodeOf('英国')).toBe('GB');
    expect(countryCodeOf('United States')).toBe('US');
    expect(countryCodeOf('de')).toBe('DE');
    expect(countryCodeOf('火星')).toBeNull();
  });

  it('state and city from the documented full address (double space included)', () => {
    expect(stateAndCity(docOrder, 'US')).toEqual({ stateCode: 'KY', city: 'Winchester' });
    expect(
      stateAndCity(
        {
          target_country: '英国',
          consignee_full_address: '英国 London 1 High St',
          consignee_address: '1 High St',
        },
        'GB',
      ),
    ).toEqual({ stateCode: '', city: 'London' });
  });

  it('the documented sample has no package weight: refused, not guessed', () => {
    expect(draftOfWmsOrder(docOrder, FROM)).toMatchObject({ ok: false, code: 'lingxing.weight_missing' });
  });

  it('with a weight, the sample maps to a valid draft', () => {
    const mapped = draftOfWmsOrder({ ...docOrder, pkg_real_weight: '1250.000' }, FROM);
    expect(mapped.ok).toBe(true);
    if (!mapped.ok) return;
    expect(mapped.input.to).toMatchObject({
      personName: 'Rue',
      phone: '15233330000',
      addressLine1: '3824 Rosewood Court',
      city: 'Winchester',
      stateCode: 'KY',
      zipCode: '40391',
      countryCode: 'US',
    });
    expect(mapped.input.parcels[0]).toMatchObject({ weight: 1.25, massUnit: 'kg', distanceUnit: 'cm' });
    // product_info: sku "tianjia", no English name: the product name; 100.00 USD line total.
    expect(mapped.input.items).toEqual([
      expect.objectContaining({ description: 'tianjia 添加关联辅料', quantity: 1, declaredValue: '100.00' }),
    ]);
    expect(mapped.input.reference).toBe('testverppp0117');
    expect(mapped.input.reference2).toBe('WO103341008688546816');
  });

  it('an unknown country is refused with its own code', () => {
    expect(
      draftOfWmsOrder({ ...docOrder, target_country: '火星', pkg_real_weight: '10' }, FROM),
    ).toMatchObject({
      ok: false,
      code: 'lingxing.country_unknown',
    });
  });

  it('an address LingXing left incomplete is refused with the field', () => {
    const mapped = draftOfWmsOrder({ ...docOrder, consignee_postcode: '', pkg_real_weight: '10' }, FROM);
    expect(mapped).toMatchObject({ ok: false, code: 'lingxing.order_invalid' });
    expect(!mapped.ok && mapped.detail).toContain('to.zipCode');
  });
});

describe('push-back bodies (field names of setTrackingNo and importLabel)', () => {
  const ref = erpRefOf(docOrder);
  it('setTrackingNo: our tracking number as waybill when LingXing has none', () => {
    expect(trackingBody(ref, { trackingNo: '1Z999', freight: '7.25', currency: 'USD' })).toEqual({
      waybill_no: '1Z999',
      wo_number: 'WO103341008688546816',
      tracking_no: '1Z999',
      logistics_freight: '7.25',
      logistics_freight_currency_code: 'USD',
    });
    expect(
      trackingBody(
        { ...ref, waybillNo: 'DXSXS412566' },
        { trackingNo: '1Z999', freight: '', currency: 'USD' },
      ).waybill_no,
    ).toBe('DXSXS412566');
  });

  it('importLabel: base64 file for the outbound order id', () => {
    const body = labelBody(ref, { trackingNo: '1Z999', fileName: 'SL1.pdf', bytes: Buffer.from('%PDF-1.7') });
    expect(body).toEqual({
      fileName: 'SL1.pdf',
      base64File: 'JVBERi0xLjc=',
      trackingNo: '1Z999',
      waybillNo: '1Z999',
      woId: 6879,
    });
  });
});
