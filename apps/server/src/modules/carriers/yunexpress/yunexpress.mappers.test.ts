import { describe, expect, it } from 'vitest';
import { amountMinor, centimetres, kilograms, yunFailure } from './yunexpress.common.ts';
import { buildCreateOrderRequest, customerOrderNumber, parseLabel, parseOrder } from './yunexpress.orders.ts';
import {
  buildPriceTrialQuery,
  cnyToUsdMinor,
  parsePriceTrial,
  rateTenThousandths,
} from './yunexpress.rates.ts';
import { fixture, parcel, phoneCase, shipmentOf, tShirts } from './yunexpress.testing.ts';
import { parseTrackResponse } from './yunexpress.tracking.ts';

const answer = (name: string, status = 200) => ({ status, text: JSON.stringify(fixture(name)) });
const resultOf = (name: string) => fixture<{ result: unknown }>(name).result;

describe('YunExpress units and money', () => {
  it('sends kilograms (3 decimals, up) and centimetres (1 decimal, up); reads amounts exactly', () => {
    expect(kilograms(1)).toBe(0.454);
    expect(kilograms(2.5)).toBe(1.134);
    expect(kilograms(0)).toBe(0.001);
    expect(centimetres(10)).toBe(25.4);
    expect(centimetres(4.01)).toBe(10.2);
    expect(amountMinor(8)).toBe(800n);
    expect(amountMinor('12.345')).toBe(1235n);
    expect(amountMinor('12.344')).toBe(1234n);
    expect(amountMinor(0.1 + 0.2)).toBe(30n);
    expect(() => amountMinor('-1')).toThrow('carrier.bad_response');
    expect(amountMinor(0.28)).toBe(28n);
    expect(() => amountMinor('abc')).toThrow('carrier.bad_response');
  });
});

describe('YunExpress errors', () => {
  it('maps the envelope codes to our codes and keeps the carrier text', () => {
    expect(yunFailure(answer('create-response.json'))).toBeNull();
    expect(yunFailure(answer('error-undeliverable.json'))).toMatchObject({
      code: 'carrier.address_undeliverable',
      carrierCode: '02039083',
      carrierMessage: '目的地邮编不在派送范围内',
    });
    expect(yunFailure(answer('error-duplicate-order.json'))).toMatchObject({ carrierCode: '02039066' });
    expect(yunFailure(answer('error-auth.json', 401))).toMatchObject({
      code: 'carrier.auth_failed',
      carrierMessage: 'bad creds',
    });
    const balance = { status: 200, text: '{"success":false,"code":"02039311","msg":"余额不足"}' };
    expect(yunFailure(balance)?.code).toBe('carrier.insufficient_balance');
    const unknown = { status: 200, text: '{"success":false,"code":"09999999","msg":"收件人电话格式错误"}' };
    expect(yunFailure(unknown)?.code).toBe('carrier.address_invalid');
    expect(yunFailure({ status: 200, text: '{"success":false,"msg":"boom"}' })?.code).toBe(
      'carrier.rejected',
    );
    expect(yunFailure({ status: 502, text: '<html>bad gateway</html>' })?.code).toBe('carrier.unreachable');
    expect(yunFailure({ status: 200, text: 'not json' })?.code).toBe('carrier.bad_response');
    expect(yunFailure({ status: 429, text: '' })?.code).toBe('carrier.rate_limited');
  });
});

describe('YunExpress package create', () => {
  it('builds receiver, sender, packages in KG/CM and one declaration per customs line', () => {
    const body = buildCreateOrderRequest({
      productCode: 'THPHR',
      reference: 'place:key-1',
      parcels: [parcel(2.5)],
      shipment: shipmentOf({ customs: [tShirts, phoneCase] }),
    });
    expect(body).toMatchObject({
      product_code: 'THPHR',
      customer_order_number: customerOrderNumber('place:key-1'),
      weight_unit: 'KG',
      size_unit: 'CM',
      packages: [{ weight: 1.134, length: 25.4, width: 20.4, height: 10.2 }],
      receiver: {
        first_name: 'Alice Example',
        country_code: 'US',
        province: 'NY',
        city: 'New York',
        address_lines: ['1 Main Street', 'Apt 4'],
        postal_code: '10001',
        phone_number: '+1-555-0100',
        email: 'alice@example.com',
      },
      sender: { country_code: 'CN', company: '测试公司', postal_code: '518000' },
    });
    // $10.00 for 3 shirts: $3.33 each (half a cent up); 2 cases for $5.99: $3.00 each.
    expect(body.declaration_info).toEqual([
      {
        name_en: 'T-Shirt',
        quantity: 3,
        unit_price: 3.33,
        unit_weight: 0.227,
        currency: 'USD',
        hs_code: '610910',
      },
      {
        name_en: '手机壳 phone case',
        name_local: '手机壳 phone case',
        quantity: 2,
        unit_price: 3,
        unit_weight: 0.091,
        currency: 'USD',
      },
    ]);
  });

  it('gives every declaration line a sku_code when the waybill has several packages', () => {
    const body = buildCreateOrderRequest({
      productCode: 'THPHR',
      reference: 'R2',
      parcels: [parcel(1), parcel(3, [12, 10, 6])],
      shipment: shipmentOf({ customs: [tShirts, phoneCase] }),
    });
    expect(body.packages).toEqual([
      { weight: 0.454, length: 25.4, width: 20.4, height: 10.2 },
      { weight: 1.361, length: 30.5, width: 25.4, height: 15.3 },
    ]);
    expect(body.declaration_info.map((d) => d.sku_code)).toEqual(['LINE1', 'LINE2']);
  });

  it('refuses without customs lines (every product crosses a border)', () => {
    const input = { productCode: 'THPHR', reference: 'R', parcels: [parcel(1)] };
    expect(() => buildCreateOrderRequest({ ...input, shipment: shipmentOf({ customs: [] }) })).toThrow(
      'carrier.customs_required',
    );
  });

  it('sends a plain short reference as it is, any other as a stable 42-character digest', () => {
    expect(customerOrderNumber('SO-2026_001')).toBe('SO-2026_001');
    const long = customerOrderNumber(`place:${'x'.repeat(60)}`);
    expect(long).toMatch(/^SL[0-9A-F]{40}$/);
    expect(customerOrderNumber(`place:${'x'.repeat(60)}`)).toBe(long);
    expect(customerOrderNumber('place:key-1')).not.toBe(customerOrderNumber('place:key-2'));
  });

  it('reads the waybill and tracking numbers; the waybill stands in while there is no tracking number', () => {
    expect(parseOrder(resultOf('create-response.json'))).toEqual({
      waybillNumber: 'YT2233621266010029',
      trackingNumber: 'LE339614461CN',
    });
    expect(parseOrder(resultOf('order-info-response.json'))).toEqual({
      waybillNumber: 'YT2233621266010029',
      trackingNumber: 'YT2233621266010029',
    });
    expect(() => parseOrder({})).toThrow('carrier.bad_response');
  });

  it('reads the label url, or an inline label, or says there is none yet', () => {
    expect(parseLabel(resultOf('label-response.json'))).toEqual({
      kind: 'url',
      url: 'https://label.yunexpress.cn/label.pdf',
      format: 'pdf',
    });
    expect(parseLabel({ label_type: 'PDF', url: '', label_string: 'JVBERi0=' })).toEqual({
      kind: 'inline',
      base64: 'JVBERi0=',
      format: 'pdf',
    });
    expect(() => parseLabel({ url: '', label_string: '' })).toThrow('carrier.label_not_found');
  });
});

describe('YunExpress price trial', () => {
  it('asks for the destination, the total weight, the pieces and one parcel’s sides', () => {
    const one = buildPriceTrialQuery({ parcels: [parcel(2.5)], shipment: shipmentOf() });
    expect(Object.fromEntries(one)).toEqual({
      country_code: 'US',
      weight: '1.134',
      weight_unit: 'KG',
      pieces: '1',
      postal_code: '10001',
      length: '25.4',
      width: '20.4',
      height: '10.2',
      size_unit: 'CM',
    });
    const two = buildPriceTrialQuery({ parcels: [parcel(1), parcel(2)], shipment: shipmentOf() });
    expect(two.get('weight')).toBe('1.361');
    expect(two.get('pieces')).toBe('2');
    expect(two.has('length')).toBe(false);
  });

  it('prices the product in the billing currency: its own, YunExpress’s conversion, or the channel rate', () => {
    const result = resultOf('price-trial-response.json');
    expect(parsePriceTrial(result, 'BKZXR', 'CNY', null)).toBe(800n);
    // 8 yuan at 7.1000 per dollar: $1.1268 -> 113 cents.
    expect(parsePriceTrial(result, 'BKZXR', 'USD', rateTenThousandths('7.1000'))).toBe(113n);
    const converted = [
      {
        product_code: 'THPHR',
        calculate_amount: 71,
        currency: 'RMB',
        convert_currency: 'USD',
        convert_amount: 10.02,
      },
    ];
    expect(parsePriceTrial(converted, 'THPHR', 'USD', null)).toBe(1002n);
    expect(() => parsePriceTrial(result, 'BKZXR', 'USD', null)).toThrow('carrier.bad_response');
    expect(() => parsePriceTrial(result, 'THPHR', 'CNY', null)).toThrow('carrier.service_unavailable');
    expect(() => parsePriceTrial({}, 'BKZXR', 'CNY', null)).toThrow('carrier.bad_response');
    expect(rateTenThousandths('0')).toBeNull();
    expect(rateTenThousandths('7.1')).toBe(71_000n);
    expect(rateTenThousandths('abc')).toBeNull();
    expect(cnyToUsdMinor(71n, 71_000n)).toBe(10n);
  });
});

describe('YunExpress tracking', () => {
  it('maps node codes to the nine statuses, oldest first, with the place', () => {
    const tracked = parseTrackResponse(resultOf('track-response-delivered.json'), '00340434525230666666');
    expect(tracked.status).toBe(6);
    expect(tracked.events.map((e) => e.status)).toEqual([1, 2, 2, 2, 4, 6]);
    expect(tracked.events[0]).toEqual({
      time: '2026-06-01T10:00:00.000Z',
      status: 1,
      description: '已收到发货信息',
    });
    expect(tracked.events[5]!.description).toBe('已签收 (纽约市中心, US)');
  });

  it('reads the reference’s shape: local time at its zone, status from the words', () => {
    const tracked = parseTrackResponse(resultOf('track-response-sdk.json'), 'YT2231431267000001');
    expect(tracked).toEqual({
      trackingNumber: 'YT2231431267000001',
      status: 6,
      events: [
        { time: '2023-03-10T06:30:00.000Z', status: 6, description: 'Parcel has been delivered (New York)' },
      ],
    });
  });

  it('an unknown order is status 0; a cancelled one expired; an exception package wins over in-transit events', () => {
    expect(parseTrackResponse(resultOf('track-response-not-found.json'), 'X')).toEqual({
      trackingNumber: 'X',
      status: 0,
      events: [],
    });
    expect(parseTrackResponse([{ package_status: 'C' }], 'X').status).toBe(8);
    const events = [
      { process_utc_time: '2026-06-02T01:00:00Z', track_node_code: 'IN_TRANSIT', process_content: '运输中' },
    ];
    expect(
      parseTrackResponse([{ package_status: 'E', track_Info: { track_events: events } }], 'X').status,
    ).toBe(7);
    const failed = [
      {
        process_utc_time: '2026-06-02T01:00:00Z',
        track_node_code: 'X1',
        process_content: '派送失败 收件人不在',
      },
    ];
    expect(
      parseTrackResponse([{ package_status: 'T', track_Info: { track_events: failed } }], 'X').status,
    ).toBe(5);
    expect(parseTrackResponse(null, 'X').status).toBe(0);
  });
});
