import { describe, expect, it } from 'vitest';
import { CarrierError } from '../carrier-adapter.ts';
import { cnyToCurrency, decimalToMinor, type FopEnvelope, fopFailure, grams } from './fourpx.common.ts';
import {
  buildCreateOrder,
  parseCreateOrder,
  parseLabel,
  parseOrderGet,
  trackingNumbersOf,
} from './fourpx.orders.ts';
import { buildEstimateRequest, parseEstimate } from './fourpx.rates.ts';
import { bowl, fixture, parcel, shipmentOf } from './fourpx.testing.ts';
import { fourpxStatus, fourpxTime, parseTracking } from './fourpx.tracking.ts';

const orderInput = (over: Partial<Parameters<typeof buildCreateOrder>[0]> = {}) => ({
  reference: 'place:8f2c',
  serviceCode: 'PX',
  parcels: [parcel(0.5)],
  shipment: shipmentOf(),
  deliverType: '1',
  dutyType: 'U',
  ...over,
});

describe('ds.xms.order.create request', () => {
  it('uses only field names 4PX documents for the order, with our reference as ref_no', () => {
    const sample =
      fixture<Record<string, Record<string, unknown>[] & Record<string, unknown>>>(
        'order-create-request.json',
      );
    const request = buildCreateOrder(orderInput());
    // parcel_qty is in the same page's parameter table (DHL products need it), not in its sample.
    const documented = [...Object.keys(sample), 'parcel_qty'];
    for (const key of Object.keys(request)) expect(documented, key).toContain(key);
    const sampleParcel = (sample.parcel_list as unknown as Record<string, unknown>[])[0]!;
    for (const key of Object.keys(request.parcel_list[0]!))
      expect(Object.keys(sampleParcel), key).toContain(key);
    const sampleLine = (sampleParcel.declare_product_info as Record<string, unknown>[])[0]!;
    for (const key of Object.keys(request.parcel_list[0]!.declare_product_info[0]!))
      expect(Object.keys(sampleLine), key).toContain(key);
    for (const key of Object.keys(request.recipient_info))
      expect(Object.keys(sample.recipient_info as object), key).toContain(key);
    expect(request).toMatchObject({
      ref_no: 'place:8f2c',
      business_type: 'BDS',
      duty_type: 'U',
      logistics_service_info: { logistics_product_code: 'PX' },
      deliver_type_info: { deliver_type: '1' },
      sender: { country: 'CN', post_code: '518000', city: 'Shenzhen' },
      recipient_info: { country: 'US', post_code: '13021', street: 'Str 123 Apt 4', first_name: 'Zhang San' },
    });
  });

  it('sends whole grams, centimetres, exact decimal money and the customs lines (unit price half up)', () => {
    const request = buildCreateOrder(
      orderInput({ shipment: shipmentOf({ customs: [{ ...bowl, quantity: 3, valueMinor: 1000n }] }) }),
    );
    const [only] = request.parcel_list;
    expect(only).toMatchObject({
      weight: 227, // 0.5 lb = 226.8 g, up
      length: '25.40',
      width: '20.32',
      height: '10.16',
      parcel_value: '27.00',
      currency: 'USD',
    });
    expect(only!.declare_product_info).toEqual([
      expect.objectContaining({
        declare_product_name_en: 'bowl',
        declare_product_code_qty: '3',
        declare_unit_price_export: '3.33',
        declare_unit_price_import: '3.33',
        currency_export: 'USD',
        hscode_export: '691200',
        hscode_import: '691200',
        origin_country: 'CN',
      }),
    ]);
    expect(grams(0.0001)).toBe(1);
  });

  it('declares several parcels with their own weights and values, the customs lines on the first', () => {
    const parcels = [parcel(2), parcel(3.25)];
    const request = buildCreateOrder(
      orderInput({ parcels, shipment: shipmentOf({ parcels, declaredMinor: [1500n, 1250n] }) }),
    );
    expect(request.parcel_qty).toBe('2');
    expect(request.parcel_list.map((p) => [p.weight, p.parcel_value])).toEqual([
      [908, '15.00'],
      [1475, '12.50'],
    ]);
    expect(request.parcel_list[0]!.declare_product_info).toHaveLength(1);
    expect(request.parcel_list[1]!.declare_product_info).toHaveLength(0);
  });

  it('refuses an order without customs lines before calling 4PX', () => {
    expect(() => buildCreateOrder(orderInput({ shipment: shipmentOf({ customs: [] }) }))).toThrow(
      'carrier.customs_required',
    );
  });
});

describe('4PX answers', () => {
  it('reads the published create answer: 4PX number as carrierRef, the channel number to track', () => {
    const order = parseCreateOrder(fixture('order-create-response.json'));
    expect(order).toEqual({
      fourpxNo: '800900010807',
      consignmentNo: 'DS800900010807',
      channelNo: '900900010237',
    });
    const label = parseLabel(fixture('label-get-response.json'));
    expect(label.url).toMatch(/^https:\/\/bss-fss\.4px\.com\//);
    expect(trackingNumbersOf(order, label, 1)).toEqual(['900900010237']);
    expect(trackingNumbersOf({ ...order, channelNo: '' }, label, 1)).toEqual(['800900010807']);
  });

  it('gives each parcel of a multi-parcel order its child barcode when 4PX numbers them', () => {
    const order = parseCreateOrder(fixture('order-create-response.json'));
    const label = parseLabel(fixture('label-get-multi-response.json'));
    expect(trackingNumbersOf(order, label, 2)).toEqual(['JD014600004556781001', 'JD014600004556781002']);
    expect(trackingNumbersOf(order, label, 3)).toEqual(['900900010237']);
    expect(trackingNumbersOf(order, label)).toHaveLength(2);
  });

  it('finds the live order of a reference in the published query answer, and nothing for another', () => {
    const answer = fixture<FopEnvelope<never>>('order-get-response.json');
    expect(parseOrderGet(answer, 'AQ710216678CN')).toEqual({
      fourpxNo: '305646756838',
      consignmentNo: 'DS303367756838',
      channelNo: '420766679365559903506222909294',
    });
    expect(parseOrderGet(answer, 'other-ref')).toBeNull();
    const closed = JSON.parse(JSON.stringify(answer).replace('"C"', '"X"'));
    expect(parseOrderGet(closed, 'AQ710216678CN')).toBeNull();
  });

  it("maps 4PX's error codes and words to our codes, keeping its own text for the log", () => {
    const processing = fopFailure(fixture('order-create-error.json'));
    expect(processing).toBeInstanceOf(CarrierError);
    expect(processing).toMatchObject({
      code: 'carrier.rejected',
      carrierCode: 'DS000007',
      carrierMessage: 'Ref_no: 736017796559863808 in processing',
    });
    expect(fopFailure(fixture('error-sign.json')).code).toBe('carrier.auth_failed');
    expect(fopFailure(fixture('error-rate-limited.json')).code).toBe('carrier.rate_limited');
    expect(fopFailure(fixture('order-cancel-error.json'))).toMatchObject({
      code: 'carrier.label_not_found',
      carrierMessage: 'Can not find this order',
    });
    const words = (error_msg: string) =>
      fopFailure({ result: '0', errors: [{ error_code: 'X', error_msg }] }).code;
    expect(words('Parcel weight exceeds the product limit')).toBe('carrier.weight_over_limit');
    expect(words('收件人邮编错误')).toBe('carrier.address_invalid');
    expect(words('该产品不支持目的国家')).toBe('carrier.service_unavailable');
    expect(fopFailure({ result: '0', msg: 'System processing failed' })).toMatchObject({
      code: 'carrier.rejected',
      carrierMessage: 'System processing failed',
    });
  });
});

describe('rate trial', () => {
  it('asks for the product by country, grams and centimetres', () => {
    expect(buildEstimateRequest('PX', [parcel(0.5)], shipmentOf())).toEqual({
      country_code: 'US',
      weight: '227',
      length: '25.40',
      width: '20.32',
      height: '10.16',
      cargocode: 'P',
      logistics_product_code: ['PX'],
      recipient_post_code: '13021',
    });
    const two = buildEstimateRequest('PX', [parcel(1), parcel(1)], shipmentOf());
    expect(two.weight).toBe('908');
    expect(two).not.toHaveProperty('length');
  });

  it('reads the published answer in fen and converts CNY to USD in integers, half up', () => {
    const answer = fixture<FopEnvelope<never>>('estimated-cost-response.json');
    expect(parseEstimate(answer, 'A1')).toBe(41324n);
    expect(parseEstimate(answer, 'PX')).toBeNull();
    expect(cnyToCurrency(41324n, 'CNY', undefined)).toBe(41324n);
    expect(cnyToCurrency(41324n, 'USD', '7')).toBe(5903n); // 413.24 / 7 = 59.0343
    expect(cnyToCurrency(71n, 'USD', '7.1')).toBe(10n); // 0.71 / 7.1 = 0.10
    expect(cnyToCurrency(1n, 'USD', '2')).toBe(1n); // 0.005 rounds up
    expect(() => cnyToCurrency(100n, 'USD', undefined)).toThrow('carrier.bad_response');
    expect(() => cnyToCurrency(100n, 'USD', '0')).toThrow('carrier.bad_response');
    expect(decimalToMinor('1.005')).toBe(101n);
    expect(decimalToMinor('1.004')).toBe(100n);
    expect(decimalToMinor(' 413.24 ')).toBe(41324n);
    expect(() => decimalToMinor('1e3')).toThrow('carrier.bad_response');
    expect(decimalToMinor(12.5)).toBe(1250n);
    expect(() => decimalToMinor('-1')).toThrow('carrier.bad_response');
  });
});

describe('tracking', () => {
  it('orders the events oldest first in UTC and maps the codes to the nine statuses', () => {
    const result = parseTracking(fixture('tracking-response.json'), '4PX3001291278502CN');
    expect(result.status).toBe(6);
    expect(result.events.map((e) => e.status)).toEqual([1, 2, 2, 2, 2, 4, 6]);
    expect(result.events[0]).toEqual({
      time: '2024-09-02T03:30:00.000Z',
      status: 1,
      description: 'Parcel information received',
    });
    expect(result.events[1]!.description).toBe('Shipment picked up. (SHENZHEN, CN)');
  });

  it('answers not found for an empty list and maps every stage', () => {
    expect(parseTracking(fixture('tracking-empty.json'), '300900010807')).toEqual({
      trackingNumber: '300900010807',
      status: 0,
      events: [],
    });
    expect(
      ['FPX_D_AP', 'FPX_D_FDNR', 'FPX_I_HCSC', 'FPX_Y_DS', 'FPX_S_OKPO', 'FPX_M_HA'].map(fourpxStatus),
    ).toEqual([3, 5, 7, 7, 6, 2]);
    expect(fourpxTime(1611810365000)).toBe('2021-01-28T05:06:05.000Z');
    expect(fourpxTime('garbage')).toBeNull();
  });
});
