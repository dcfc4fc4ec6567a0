import { describe, expect, it } from 'vitest';
import { CarrierError } from '../carrier-adapter.ts';
import { carrierAmountMinor } from '../carrier-amount.ts';
import { carrierBaseUrl } from '../http/carrier-base-url.ts';
import {
  boughtLabels,
  type EasypostShipment,
  isBought,
  labelFile,
  rateMessage,
  rateOutcome,
  refundAccepted,
} from './easypost.labels.ts';
import {
  carrierAccountIds,
  easypostError,
  easypostErrorCode,
  easypostOrderBody,
  easypostShipmentBody,
  poundsToOunces,
} from './easypost.mappers.ts';
import { parseServiceCode } from './easypost.services.ts';
import { easypostApiKey } from './easypost.settings.ts';
import { trackerOfEvent, trackerResult } from './easypost.tracking.ts';
import errorRate from './fixtures/error-rate.json' with { type: 'json' };
import errorTracking from './fixtures/error-tracking.json' with { type: 'json' };
import rateShipment from './fixtures/rate-shipment.json' with { type: 'json' };
import bought from './fixtures/shipment-bought.json' with { type: 'json' };
import boughtIntl from './fixtures/shipment-bought-intl-fee.json' with { type: 'json' };
import created from './fixtures/shipment-created.json' with { type: 'json' };
import refunded from './fixtures/shipment-refund.json' with { type: 'json' };
import tracker from './fixtures/tracker.json' with { type: 'json' };
import trackers from './fixtures/trackers-list.json' with { type: 'json' };
import { parcelOf, testShipment } from './testing.ts';

describe('EasyPost request builders', () => {
  it('sends weights in ounces (10 lb = 160 oz, as in the published request sample) and sides in inches', () => {
    expect(poundsToOunces(10)).toBe(160);
    expect(poundsToOunces(0.55)).toBe(8.8);
    expect(poundsToOunces(0.001)).toBe(0.1);
    const body = easypostShipmentBody({
      shipment: testShipment(),
      reference: 'place:key-1',
      labelFormat: 'zpl',
      carrierAccounts: ['ca_1'],
    });
    expect(body.shipment).toMatchObject({
      reference: 'place:key-1',
      parcel: { length: 9, width: 6, height: 2, weight: 160 },
      from_address: { name: 'George Costanza', company: 'Vandelay Industries', zip: '10451', country: 'US' },
      to_address: { street1: '179 N Harbor Dr', phone: '4153334444', residential: true },
      options: { label_format: 'ZPL', label_size: '4x6', delivery_confirmation: 'NO_SIGNATURE' },
      carrier_accounts: ['ca_1'],
    });
    expect(body.shipment).not.toHaveProperty('customs_info');
    expect(body.shipment.from_address).not.toHaveProperty('street2');
  });

  it('declares customs items with line values as decimal strings and the signature option', () => {
    const shipment = testShipment({
      to: { ...testShipment().to, country: 'CA', state: 'ON', zip: 'M5V 2T6', city: 'Toronto' },
      signature: 'adult',
      customs: [
        {
          description: 'Many, many EasyPost stickers.',
          quantity: 1,
          valueMinor: 87900n,
          currency: 'USD',
          weightLb: 8.75,
          hsCode: '123456',
          originCountry: 'US',
        },
      ],
    });
    const body = easypostShipmentBody({ shipment, labelFormat: 'pdf_letter', carrierAccounts: [] });
    expect(body.shipment.customs_info).toMatchObject({
      contents_type: 'merchandise',
      customs_certify: true,
      customs_signer: 'George Costanza',
      customs_items: [
        {
          description: 'Many, many EasyPost stickers.',
          quantity: 1,
          value: '879.00',
          weight: 140,
          hs_tariff_number: '123456',
          origin_country: 'US',
        },
      ],
    });
    expect(body.shipment.options).toMatchObject({
      label_format: 'PDF',
      label_size: '8.5x11',
      delivery_confirmation: 'ADULT_SIGNATURE',
    });
    expect(body.shipment).not.toHaveProperty('carrier_accounts');
  });

  it('sends several parcels as one order with a shipment per parcel', () => {
    const body = easypostOrderBody({
      shipment: testShipment({ parcels: [parcelOf(2), parcelOf(3, [12, 10, 8])], isReturn: true }),
      reference: 'R-2',
      carrierAccounts: [],
    });
    // A return: EasyPost swaps the addresses itself, so the outbound ones are sent (ours came swapped).
    expect(body.order).toMatchObject({
      reference: 'R-2',
      is_return: true,
      from_address: { name: 'Dr. Steve Brule' },
      to_address: { name: 'George Costanza' },
    });
    expect((body.order.shipments as { parcel: unknown }[]).map((s) => s.parcel)).toEqual([
      { length: 9, width: 6, height: 2, weight: 32 },
      { length: 12, width: 10, height: 8, weight: 48 },
    ]);
  });

  it('honours a base URL setting only on this machine (the key never goes to another host)', () => {
    const host = 'https://api.easypost.com/v2';
    expect(carrierBaseUrl({ settings: { baseUrl: 'http://127.0.0.1:4000/' } }, host)).toBe(
      'http://127.0.0.1:4000',
    );
    expect(carrierBaseUrl({ settings: { baseUrl: 'http://localhost:9' } }, host)).toBe('http://localhost:9');
    expect(carrierBaseUrl({ settings: { baseUrl: 'https://evil.example/v2' } }, host)).toBe(host);
    expect(carrierBaseUrl({ settings: { baseUrl: 'http://127.0.0.1.evil.example' } }, host)).toBe(host);
    expect(carrierBaseUrl({ settings: { baseUrl: 'not a url' } }, host)).toBe(host);
    expect(carrierBaseUrl({ settings: {} }, host)).toBe(host);
  });

  it('reads the carrier accounts setting and checks the key against the mode', () => {
    expect(carrierAccountIds({ carrierAccounts: ' ca_1, ca_2 ca_3 ' })).toEqual(['ca_1', 'ca_2', 'ca_3']);
    expect(carrierAccountIds({})).toEqual([]);
    expect(easypostApiKey({ credentials: { apiKey: 'EZTK123' }, mode: 'test' })).toBe('EZTK123');
    expect(() => easypostApiKey({ credentials: { apiKey: 'EZAK123' }, mode: 'test' })).toThrow(
      'carrier.auth_failed',
    );
    expect(() => easypostApiKey({ credentials: { apiKey: 'EZTK123' }, mode: 'production' })).toThrow(
      'carrier.auth_failed',
    );
    expect(() => easypostApiKey({ credentials: {}, mode: 'test' })).toThrow('carrier.auth_failed');
  });
});

describe('EasyPost response parsers (published samples)', () => {
  it('picks the rate of the service code and turns the decimal into cents without floats', () => {
    expect(rateOutcome(created as EasypostShipment, 'UPS:NextDayAir')).toEqual({
      ok: true,
      baseMinor: 3044n,
    });
    expect(rateOutcome(created as EasypostShipment, 'ups:nextdayairearlyam')).toEqual({
      ok: true,
      baseMinor: 6028n,
    });
    expect(rateOutcome(rateShipment as EasypostShipment, 'USPS:PriorityMailInternational')).toEqual({
      ok: true,
      baseMinor: 2740n,
    });
    expect(rateOutcome(created as EasypostShipment, 'FedEx:FEDEX_GROUND')).toEqual({
      ok: false,
      code: 'carrier.service_unavailable',
    });
    expect(rateOutcome(created as EasypostShipment, 'UPS:NextDayAir', 'CNY')).toMatchObject({ ok: false });
    expect(carrierAmountMinor('0.02000', 'half-up')).toBe(2n);
    expect(carrierAmountMinor('7.5', 'half-up')).toBe(750n);
    expect(carrierAmountMinor('1.005', 'half-up')).toBe(101n);
    expect(carrierAmountMinor('-1.00', 'half-up')).toBeNull();
    expect(carrierAmountMinor('1e3', 'half-up')).toBeNull();
    expect(parseServiceCode('USPS')).toBeNull();
  });

  it('keeps the carrier rate error of a missing service (international sample with a Toll error)', () => {
    expect(rateMessage(boughtIntl as EasypostShipment, 'Toll:Priority')).toContain(
      "business_unit='Priority'",
    );
    expect(rateMessage(boughtIntl as EasypostShipment, 'USPS:Priority')).toBeUndefined();
  });

  it('reads a bought shipment: tracking code, cost of the selected rate, shp_ id, the file asked for', () => {
    const shipment = bought as EasypostShipment;
    expect(isBought(shipment)).toBe(true);
    expect(isBought(created as EasypostShipment)).toBe(false);
    const labels = boughtLabels(shipment, 'pdf_4x6');
    expect(labels).toMatchObject({
      carrierRef: 'shp_...',
      trackingNumbers: ['1ZE6A4850190733810'],
      costMinor: 3044n,
    });
    expect(labels.files).toEqual([{ url: 'https://amazonaws.com/.../a1b2c3.pdf', format: 'pdf' }]);
    expect(labelFile(shipment.postage_label, 'png')).toEqual({
      url: 'https://amazonaws.com/.../a1b2c3.png',
      format: 'png',
    });
    // No ZPL was made: the label it made (PNG) is the nearest.
    expect(labelFile(shipment.postage_label, 'zpl').format).toBe('png');
    const intl = boughtLabels(boughtIntl as EasypostShipment, 'zpl');
    expect(intl).toMatchObject({ trackingNumbers: ['34UNM501285701000931508'], costMinor: 750n });
    expect(intl.files[0]!.format).toBe('pdf');
  });

  it('reads an order: every shipment tracking code, the summed cost, the order id', () => {
    const part = bought as EasypostShipment;
    const order: EasypostShipment = {
      id: 'order_1',
      shipments: [
        part,
        {
          ...part,
          id: 'shp_2',
          tracking_code: '1ZSECOND',
          selected_rate: { ...part.selected_rate!, rate: '12.01' },
        },
      ],
    };
    expect(boughtLabels(order, 'pdf_4x6')).toMatchObject({
      carrierRef: 'order_1',
      trackingNumbers: ['1ZE6A4850190733810', '1ZSECOND'],
      costMinor: 4245n,
    });
    expect(isBought({ ...order, shipments: [part, created as EasypostShipment] })).toBe(false);
  });

  it('accepts a submitted refund and refuses a rejected one', () => {
    expect(refundAccepted(refunded as EasypostShipment)).toBe(true);
    expect(refundAccepted({ ...(refunded as EasypostShipment), refund_status: 'rejected' })).toBe(false);
  });

  it('maps EasyPost errors to our codes and keeps the raw text', () => {
    const invalid = easypostError(422, errorRate, JSON.stringify(errorRate));
    expect(invalid).toBeInstanceOf(CarrierError);
    expect(invalid.code).toBe('carrier.rejected');
    expect(invalid.carrierCode).toBe('SHIPMENT.INVALID_PARAMS');
    expect(invalid.carrierMessage).toContain('to_address: Required and missing.');
    expect(
      easypostErrorCode(422, { error: { code: 'ADDRESS.VERIFY.FAILURE', message: 'Address not found' } }),
    ).toBe('carrier.address_invalid');
    expect(
      easypostErrorCode(422, {
        error: { code: 'ADDRESS.VERIFY.FAILURE', message: 'Address is undeliverable' },
      }),
    ).toBe('carrier.address_undeliverable');
    expect(
      easypostErrorCode(401, {
        error: { code: 'APIKEY.INACTIVE', message: 'This api key is no longer active.' },
      }),
    ).toBe('carrier.auth_failed');
    expect(easypostErrorCode(402, null)).toBe('carrier.account_suspended');
    expect(easypostErrorCode(429, null)).toBe('carrier.rate_limited');
    expect(easypostErrorCode(503, null)).toBe('carrier.unreachable');
    expect(easypostErrorCode(422, errorTracking)).toBe('carrier.tracking_not_found');
    expect(
      easypostErrorCode(422, {
        error: { code: 'SHIPMENT.POSTAGE.FAILURE', message: 'Weight exceeds the maximum for this service' },
      }),
    ).toBe('carrier.weight_over_limit');
    expect(
      easypostErrorCode(422, {
        error: { code: 'SHIPMENT.POSTAGE.FAILURE', message: 'Length exceeds the limit', errors: [] },
      }),
    ).toBe('carrier.dimensions_over_limit');
    expect(
      easypostErrorCode(422, {
        error: { code: 'SHIPMENT.CUSTOMS.MISSING', message: 'Customs info is required' },
      }),
    ).toBe('carrier.customs_required');
    expect(easypostError(500, null, '<html>oops</html>').carrierMessage).toBe('<html>oops</html>');
  });
});

describe('EasyPost tracking', () => {
  it('maps the published tracker to information received with its events oldest first', () => {
    const result = trackerResult(tracker, 'EZ1000000001');
    expect(result.status).toBe(1);
    expect(result.trackingNumber).toBe('EZ1000000001');
    expect(result.events).toEqual([
      { time: '2022-03-11T03:34:58.000Z', status: 1, description: 'Pre-Shipment Info Sent to USPS' },
      { time: '2022-03-11T16:11:58.000Z', status: 1, description: 'Shipping Label Created (HOUSTON, TX)' },
    ]);
    expect(trackerResult(trackers.trackers[0], 'X').events).toHaveLength(2);
    expect(trackerResult(undefined, 'NONE')).toEqual({ trackingNumber: 'NONE', status: 0, events: [] });
  });

  it('maps every documented status to the nine logistics statuses', () => {
    const statusOf = (status: string) => trackerResult({ ...tracker, status }, 'X').status;
    expect(
      [
        'unknown',
        'pre_transit',
        'in_transit',
        'available_for_pickup',
        'out_for_delivery',
        'failure',
        'delivered',
        'return_to_sender',
        'cancelled',
        'error',
        'new_thing',
      ].map(statusOf),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 7, 7, 0]);
  });

  it('takes the tracker of a tracker.updated event only', () => {
    expect(
      trackerOfEvent({ object: 'Event', description: 'tracker.updated', result: tracker })?.tracking_code,
    ).toBe('EZ1000000001');
    expect(trackerOfEvent({ object: 'Event', description: 'batch.updated', result: tracker })).toBeNull();
    expect(trackerOfEvent({ description: 'tracker.updated', result: { id: 'trk' } })).toBeNull();
    expect(trackerOfEvent('nope')).toBeNull();
  });
});

describe('EasyPost mapping cost', () => {
  it('builds a request and reads a rate answer and a tracker in well under 1 ms a call', () => {
    const shipment = testShipment();
    const started = performance.now();
    const calls = 2_000;
    for (let i = 0; i < calls; i++) {
      easypostShipmentBody({ shipment, reference: `R${i}`, labelFormat: 'pdf_4x6', carrierAccounts: [] });
      rateOutcome(rateShipment as EasypostShipment, 'USPS:PriorityMailInternational');
      trackerResult(tracker, 'EZ1000000001');
    }
    const perCall = (performance.now() - started) / calls;
    expect(perCall).toBeLessThan(1);
  });
});
