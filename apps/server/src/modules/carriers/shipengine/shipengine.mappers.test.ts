import { describe, expect, it } from 'vitest';
import { parcel, shipmentOf, torontoRecipient } from '../ups/ups.testing.ts';
import {
  boughtLabel,
  moneyMinor,
  rateOutcome,
  type ShipengineLabel,
  type ShipengineRatesAnswer,
  voidOutcome,
} from './shipengine.labels.ts';
import { shipengineLabelBody, shipengineLabelFormat, shipengineRatesBody } from './shipengine.mappers.ts';
import { fixture } from './shipengine.testing.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests walk nested request JSON
type Body = Record<string, any>;

describe('ShipEngine request builders', () => {
  it('builds POST /v1/labels for one parcel: carrier account, reference, addresses, pounds and inches', () => {
    const body = shipengineLabelBody({
      shipment: shipmentOf({ signature: 'adult', declaredMinor: [12_345n] }),
      serviceCode: 'usps_priority_mail',
      carrierId: 'se-656171',
      externalShipmentId: 'place:key-1',
      labelFormat: 'pdf_letter',
    }) as Body;
    expect(body).toMatchObject({ label_format: 'pdf', label_layout: 'letter', label_download_type: 'url' });
    expect(body.is_return_label).toBeUndefined();
    const s = body.shipment;
    expect(s).toMatchObject({
      carrier_id: 'se-656171',
      service_code: 'usps_priority_mail',
      external_shipment_id: 'place:key-1',
      ship_date: '2026-11-24',
      confirmation: 'adult_signature',
    });
    expect(s.ship_from).toEqual({
      name: 'Ann Sender',
      company_name: 'Acme Ltd',
      phone: '+1 (410) 555-0100',
      email: 'ship@acme.test',
      address_line1: '2311 York Rd',
      city_locality: 'Timonium',
      state_province: 'MD',
      postal_code: '21093',
      country_code: 'US',
      address_residential_indicator: 'no',
    });
    expect(s.ship_to).toMatchObject({ address_line2: 'Apt 4', address_residential_indicator: 'yes' });
    expect(s.packages).toEqual([
      {
        package_code: 'package',
        weight: { value: 2.5, unit: 'pound' },
        dimensions: { unit: 'inch', length: 10, width: 8, height: 4 },
        insured_value: { currency: 'usd', amount: 123.45 },
      },
    ]);
    expect(s.customs).toBeUndefined();
  });

  it('puts every parcel of a multi-package shipment in packages, one weight each', () => {
    const body = shipengineLabelBody({
      shipment: shipmentOf({
        parcels: [parcel(6, [12, 24, 6]), parcel(4, [16, 12, 3])],
        declaredMinor: [0n, 0n],
      }),
      serviceCode: 'fedex_express_saver',
      carrierId: 'se-656172',
      labelFormat: 'zpl',
    }) as Body;
    expect(body.shipment.packages.map((p: Body) => p.weight)).toEqual([
      { value: 6, unit: 'pound' },
      { value: 4, unit: 'pound' },
    ]);
    expect(body.shipment.packages[0].dimensions).toEqual({ unit: 'inch', length: 24, width: 12, height: 6 });
    expect(body).toMatchObject({ label_format: 'zpl', label_layout: '4x6' });
  });

  it('declares customs for an international shipment, values per unit without float arithmetic', () => {
    const customs = [
      {
        description: 'Wool socks',
        quantity: 3,
        valueMinor: 10_000n,
        currency: 'USD',
        weightLb: 1.5,
        hsCode: '6115.95',
        originCountry: 'US',
      },
      {
        description: 'Mug',
        quantity: 1,
        valueMinor: 1_999n,
        currency: 'USD',
        weightLb: 0.75,
        originCountry: 'CN',
      },
    ];
    const body = shipengineLabelBody({
      shipment: shipmentOf({ to: torontoRecipient, customs }),
      serviceCode: 'usps_priority_mail_international',
      carrierId: 'se-656171',
      labelFormat: 'pdf_a4',
    }) as Body;
    expect(body.label_layout).toBe('A4');
    expect(body.shipment.ship_to).toMatchObject({ country_code: 'CA', postal_code: 'M5V 3A8' });
    expect(body.shipment.ship_to).not.toHaveProperty('phone');
    expect(body.shipment.customs).toEqual({
      contents: 'merchandise',
      non_delivery: 'return_to_sender',
      customs_items: [
        {
          description: 'Wool socks',
          quantity: 3,
          value: 33.33,
          value_currency: 'USD',
          weight: { value: 0.5, unit: 'pound' },
          country_of_origin: 'US',
          harmonized_tariff_code: '6115.95',
        },
        {
          description: 'Mug',
          quantity: 1,
          value: 19.99,
          value_currency: 'USD',
          weight: { value: 0.75, unit: 'pound' },
          country_of_origin: 'CN',
        },
      ],
    });
    // The same lines on a domestic shipment are not sent.
    const domestic = shipengineLabelBody({
      shipment: shipmentOf({ customs }),
      serviceCode: 'usps_priority_mail',
      carrierId: 'se-1',
      labelFormat: 'png',
    }) as Body;
    expect(domestic.shipment.customs).toBeUndefined();
  });

  it('flags a return label and names the order as its RMA', () => {
    const body = shipengineLabelBody({
      shipment: shipmentOf({ isReturn: true }),
      serviceCode: 'ups_ground',
      carrierId: 'se-1',
      labelFormat: 'pdf_4x6',
    }) as Body;
    expect(body).toMatchObject({ is_return_label: true, rma_number: 'SO20261124001' });
    expect(body.shipment.is_return).toBe(true);
  });

  it('rates with every carrier account, narrowed to the service', () => {
    const body = shipengineRatesBody({
      shipment: shipmentOf(),
      serviceCode: 'ups_ground',
      carrierIds: ['se-1', 'se-2'],
    }) as Body;
    expect(body.rate_options).toEqual({ carrier_ids: ['se-1', 'se-2'], service_codes: ['ups_ground'] });
    expect(body.shipment.service_code).toBe('ups_ground');
  });

  it('maps our formats to label_format and label_layout', () => {
    expect(shipengineLabelFormat('pdf_4x6')).toEqual({ label_format: 'pdf', label_layout: '4x6' });
    expect(shipengineLabelFormat('png')).toEqual({ label_format: 'png', label_layout: '4x6' });
  });
});

describe('ShipEngine answers (published samples)', () => {
  it('sums the rate of the service (shipping 75.53 + other 21.50) and refuses other services', () => {
    const answer = fixture<ShipengineRatesAnswer>('rates.json');
    expect(rateOutcome(answer, 'ups_ground', 'USD')).toEqual({ ok: true, baseMinor: 9703n });
    expect(rateOutcome(answer, 'ups_next_day_air', 'USD')).toEqual({
      ok: false,
      code: 'carrier.service_unavailable',
    });
    expect(rateOutcome(fixture('rates-error.json'), 'usps_priority_mail_international', 'USD')).toEqual({
      ok: false,
      code: 'carrier.auth_failed',
    });
  });

  it('reads amounts from their decimal text, never as floats', () => {
    expect(moneyMinor({ currency: 'usd', amount: 115.51 }, 'USD')).toBe(11551n);
    expect(moneyMinor({ currency: 'usd', amount: 0.1 + 0.2 }, 'USD')).toBe(30n);
    expect(moneyMinor({ currency: 'usd', amount: 1.005 }, 'USD')).toBe(101n);
    expect(moneyMinor({ currency: 'usd', amount: 0 }, 'CAD')).toBe(0n);
    expect(moneyMinor(null, 'USD')).toBe(0n);
    expect(() => moneyMinor({ currency: 'eur', amount: 3 }, 'USD')).toThrow('carrier.bad_response');
    expect(() => moneyMinor({ currency: 'usd', amount: -3 }, 'USD')).toThrow('carrier.bad_response');
  });

  it('reads a bought label: id, tracking number, cost and the file of the format asked for', () => {
    const label = fixture<ShipengineLabel>('label-created.json');
    const pdf = boughtLabel(label, 'pdf_4x6', 'USD');
    expect(pdf).toEqual({
      labelId: 'se-76278969',
      trackingNumbers: ['9405511899560337048294'],
      costMinor: 11551n,
      carrierCode: 'stamps_com',
      file: {
        url: 'https://api.shipengine.com/v1/downloads/10/9-VbKDnISUGt_z3zrjvPTw/label-76278969.pdf',
        format: 'pdf',
      },
    });
    expect(boughtLabel(label, 'zpl', 'USD').file).toEqual({ url: label.label_download!.zpl, format: 'zpl' });
    const shopper = boughtLabel(fixture<ShipengineLabel>('label-rate-shopper.json'), 'png');
    expect(shopper).toMatchObject({ trackingNumbers: ['1Z999AA10123456784'], costMinor: 733n });
  });

  it('reads a multi-package label: one tracking number per package, shipment + insurance cost', () => {
    const bought = boughtLabel(fixture<ShipengineLabel>('label-multi-package.json'), 'pdf_4x6', 'USD');
    expect(bought.trackingNumbers).toEqual(['794953535000', '794953535011']);
    expect(bought.costMinor).toBe(4322n);
  });

  it('refuses a label that failed, was voided or has no file', () => {
    const label = fixture<ShipengineLabel>('label-created.json');
    expect(() => boughtLabel({ ...label, status: 'error' }, 'pdf_4x6')).toThrow('carrier.rejected');
    expect(() => boughtLabel({ ...label, voided: true }, 'pdf_4x6')).toThrow('carrier.bad_response');
    expect(() => boughtLabel({ ...label, label_download: null }, 'pdf_4x6')).toThrow('carrier.bad_response');
  });

  it('reads voids: approved, already voided, refused with the reason', () => {
    expect(voidOutcome(fixture('void-approved.json'))).toEqual({ voided: true });
    expect(voidOutcome({ approved: false, message: 'x', reason_code: 'label_already_voided' })).toEqual({
      voided: true,
    });
    expect(voidOutcome(fixture('void-refused.json'))).toEqual({
      voided: false,
      code: 'carrier.void_refused',
      message: 'Unable to delete FedEx shipment. Unable to retrieve record from database.',
    });
  });
});
