import { describe, expect, it } from 'vitest';
import { parcelOf, testShipment } from '../easypost/testing.ts';
import errorTransaction from './fixtures/error-transaction.json' with { type: 'json' };
import rated from './fixtures/shipment-rated.json' with { type: 'json' };
import track from './fixtures/track.json' with { type: 'json' };
import transactions from './fixtures/transactions-list.json' with { type: 'json' };
import { purchasedLabels, type ShippoTransaction, transactionError } from './shippo.labels.ts';
import {
  findShippoRate,
  type ShippoShipment,
  shippoError,
  shippoLabelFileType,
  shippoRateOutcome,
  shippoShipmentBody,
} from './shippo.mappers.ts';
import { carrierOfNumber, carrierOfService } from './shippo.services.ts';
import { shippoToken } from './shippo.settings.ts';
import { shippoTrackResult, trackOfWebhook } from './shippo.tracking.ts';

describe('Shippo request builders', () => {
  it('sends every parcel in pounds and inches, the signature, reference and return flag as extras', () => {
    const body = shippoShipmentBody(
      testShipment({
        parcels: [parcelOf(2), parcelOf(3.3, [12, 10, 8])],
        signature: 'adult',
        isReturn: true,
      }),
      'place:key-1',
    );
    expect(body).toMatchObject({
      // A return: Shippo swaps the addresses itself, so the outbound ones are sent (ours came swapped).
      address_from: { street1: '179 N Harbor Dr', is_residential: true },
      address_to: {
        name: 'George Costanza',
        company: 'Vandelay Industries',
        zip: '10451',
        is_residential: false,
      },
      parcels: [
        { length: '9', width: '6', height: '2', distance_unit: 'in', weight: '2.000', mass_unit: 'lb' },
        { length: '12', width: '10', height: '8', distance_unit: 'in', weight: '3.300', mass_unit: 'lb' },
      ],
      extra: { signature_confirmation: 'ADULT', reference_1: 'SL2026112000001', is_return: true },
      metadata: 'place:key-1',
      async: false,
    });
    expect(body).not.toHaveProperty('customs_declaration');
    expect(shippoShipmentBody(testShipment())).not.toHaveProperty('metadata');
    expect(shippoShipmentBody(testShipment()).address_from).toMatchObject({ name: 'George Costanza' });
  });

  it('declares customs inline with line values as decimal strings', () => {
    const body = shippoShipmentBody(
      testShipment({
        customs: [
          {
            description: 'T-Shirt',
            quantity: 20,
            valueMinor: 20000n,
            currency: 'USD',
            weightLb: 5,
            hsCode: '0901.21',
            originCountry: 'US',
          },
        ],
      }),
    );
    expect(body.customs_declaration).toMatchObject({
      certify: true,
      certify_signer: 'George Costanza',
      contents_type: 'MERCHANDISE',
      non_delivery_option: 'RETURN',
      items: [
        {
          description: 'T-Shirt',
          quantity: 20,
          net_weight: '5.000',
          mass_unit: 'lb',
          value_amount: '200.00',
          value_currency: 'USD',
          origin_country: 'US',
          tariff_number: '0901.21',
        },
      ],
    });
  });

  it('asks for the label file type of the format and checks the token against the mode', () => {
    expect(
      ['pdf_4x6', 'pdf_letter', 'pdf_a4', 'png', 'zpl'].map((f) => shippoLabelFileType(f as 'png')),
    ).toEqual(['PDF_4x6', 'PDF', 'PDF_A4', 'PNG', 'ZPLII']);
    expect(shippoToken({ credentials: { apiToken: 'shippo_test_1' }, mode: 'test' })).toBe('shippo_test_1');
    expect(() => shippoToken({ credentials: { apiToken: 'shippo_live_1' }, mode: 'test' })).toThrow(
      'carrier.auth_failed',
    );
    expect(() => shippoToken({ credentials: { apiToken: 'shippo_test_1' }, mode: 'production' })).toThrow(
      'carrier.auth_failed',
    );
  });
});

describe('Shippo response parsers (recorded test-mode traffic)', () => {
  it('picks the cheapest rate of the service token in cents', () => {
    const shipment = rated as ShippoShipment;
    expect(shippoRateOutcome(shipment, 'usps_priority')).toEqual({ ok: true, baseMinor: 909n });
    expect(shippoRateOutcome(shipment, 'fedex_2_day')).toEqual({ ok: true, baseMinor: 2273n });
    const grounds = shipment
      .rates!.filter((r) => r.servicelevel?.token === 'ups_ground')
      .map((r) => r.amount);
    expect(grounds).toHaveLength(2);
    expect(findShippoRate(shipment, 'ups_ground')!.amount).toBe(
      [...grounds].sort((a, b) => Number(a) - Number(b))[0],
    );
    expect(shippoRateOutcome(shipment, 'usps_ground_advantage')).toEqual({
      ok: false,
      code: 'carrier.service_unavailable',
    });
  });

  it('reads a bought transaction and turns an ERROR transaction into our code with the carrier text', () => {
    const list = transactions.results as ShippoTransaction[];
    const labels = purchasedLabels(list, 'pdf');
    expect(labels).toMatchObject({
      carrierRef: 'f3b5b88d350b4a02922dcec49b781ffd',
      trackingNumbers: ['9205590164917310132354'],
    });
    expect(labels.files[0]!.url).toContain('shippo-delivery-east.s3.amazonaws.com');
    const date = transactionError(list.find((t) => t.object_id === 'fade9eaeccab4568ab111edddfd2f7d0')!);
    expect(date).toMatchObject({ code: 'carrier.rejected' });
    expect(date.carrierMessage).toContain('USPS: The selected shipment date must be within 7 days');
    expect(() =>
      purchasedLabels(
        list.filter((t) => t.status !== 'SUCCESS'),
        'pdf',
      ),
    ).toThrow('carrier.bad_response');
  });

  it('maps error answers: the published field error, a bad token, limits and outages', () => {
    const field = shippoError(400, JSON.stringify(errorTransaction));
    expect(field).toMatchObject({
      code: 'carrier.rejected',
      carrierMessage: 'rate: This field is required.',
    });
    expect(shippoError(401, '{"detail":"Token does not exist"}')).toMatchObject({
      code: 'carrier.auth_failed',
      carrierMessage: 'Token does not exist',
    });
    expect(shippoError(429, '{"detail":"Request was throttled."}').code).toBe('carrier.rate_limited');
    expect(shippoError(502, '<html>').code).toBe('carrier.unreachable');
    expect(shippoError(400, '{"address_to":["The address is invalid: zip code not found"]}').code).toBe(
      'carrier.address_invalid',
    );
    expect(
      shippoError(400, '{"messages":[{"source":"USPS","text":"Weight exceeds the maximum limit"}]}').code,
    ).toBe('carrier.weight_over_limit');
  });
});

describe('Shippo tracking', () => {
  it('maps the recorded USPS track to delivered, events oldest first with places', () => {
    const result = shippoTrackResult(track, 'x');
    expect(result.trackingNumber).toBe('9205590164917337534322');
    expect(result.status).toBe(6);
    expect(result.events).toHaveLength(11);
    expect(result.events[0]).toEqual({
      time: '2016-12-07T00:00:00.000Z',
      status: 1,
      description: 'The USPS has received the electronic shipment information and is awaiting the item.',
    });
    expect(result.events.at(-1)).toMatchObject({
      status: 6,
      description: expect.stringContaining('(Berkeley, CA, US)'),
    });
    expect(new Set(result.events.map((e) => e.status))).toEqual(new Set([1, 2, 6]));
  });

  it('maps every status (and the telling substatuses) to the nine logistics statuses', () => {
    const of = (status: string, code?: string) =>
      shippoTrackResult(
        { tracking_number: 'N', tracking_status: { status, substatus: code ? { code } : null } },
        'N',
      ).status;
    expect([
      of('UNKNOWN'),
      of('PRE_TRANSIT'),
      of('TRANSIT'),
      of('TRANSIT', 'out_for_delivery'),
      of('TRANSIT', 'pickup_available'),
      of('DELIVERED'),
      of('RETURNED'),
      of('FAILURE'),
      of('FAILURE', 'package_lost'),
    ]).toEqual([0, 1, 2, 4, 3, 6, 7, 5, 7]);
    expect(shippoTrackResult(null, 'N')).toEqual({ trackingNumber: 'N', status: 0, events: [] });
  });

  it('takes the Track of a track_updated webhook only, and knows carriers by number format', () => {
    expect(trackOfWebhook({ event: 'track_updated', test: true, data: track })?.tracking_number).toBe(
      '9205590164917337534322',
    );
    expect(trackOfWebhook({ event: 'transaction_created', data: track })).toBeNull();
    expect(trackOfWebhook({ event: 'track_updated', data: {} })).toBeNull();
    expect(carrierOfNumber('1ZE6A4850190733810')).toBe('ups');
    expect(carrierOfNumber('9205590164917337534322')).toBe('usps');
    expect(carrierOfNumber('SHIPPO_TRANSIT')).toBe('shippo');
    expect(carrierOfNumber('??')).toBeNull();
    expect(carrierOfService('fedex_2_day')).toBe('fedex');
  });
});

describe('Shippo mapping cost', () => {
  it('builds a request and reads a rate answer and a track in well under 1 ms a call', () => {
    const shipment = testShipment();
    const started = performance.now();
    const calls = 2_000;
    for (let i = 0; i < calls; i++) {
      shippoShipmentBody(shipment, `R${i}`);
      shippoRateOutcome(rated as ShippoShipment, 'usps_priority');
      shippoTrackResult(track, 'x');
    }
    const perCall = (performance.now() - started) / calls;
    expect(perCall).toBeLessThan(1);
  });
});
