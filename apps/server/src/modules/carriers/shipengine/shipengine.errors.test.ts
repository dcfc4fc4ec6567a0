import { describe, expect, it } from 'vitest';
import { CarrierError } from '../carrier-adapter.ts';
import { ourCode, shipengineFailure } from './shipengine.errors.ts';
import { shipengineApiKey, shipengineCarrierIds } from './shipengine.settings.ts';
import { fixture } from './shipengine.testing.ts';
import { shipengineStatus, trackingResult } from './shipengine.tracking.ts';

describe('ShipEngine errors as our codes', () => {
  const failure = (status: number, name: string) =>
    shipengineFailure({ status, text: JSON.stringify(fixture(name)) });

  it('maps the published error bodies and keeps ShipEngine words for the log', () => {
    const auth = failure(401, 'error-401.json');
    expect(auth).toBeInstanceOf(CarrierError);
    expect(auth).toMatchObject({ code: 'carrier.auth_failed', carrierCode: 'unauthorized' });
    expect(auth.carrierMessage).toContain('The API key is invalid');
    expect(failure(400, 'error-invalid-address.json')).toMatchObject({
      code: 'carrier.address_invalid',
      carrierCode: 'invalid_address',
    });
    expect(failure(429, 'error-429.json').code).toBe('carrier.rate_limited');
    expect(failure(400, 'error-400.json')).toMatchObject({
      code: 'carrier.rejected',
      carrierMessage: 'request_body_required: Request body cannot be empty.',
    });
    expect(shipengineFailure({ status: 502, text: '<html>Bad gateway</html>' }).code).toBe(
      'carrier.unreachable',
    );
    expect(shipengineFailure({ status: 400, text: 'not json' }).code).toBe('carrier.bad_response');
  });

  it('names weight, size, undeliverable, account and address-field errors', () => {
    const e = (error_code: string, message: string, extra: object = {}) =>
      ourCode({ error_code, message, ...extra });
    expect(e('invalid_field_value', 'Package weight exceeds the maximum of 70 lbs for this service')).toBe(
      'carrier.weight_over_limit',
    );
    expect(e('unspecified', 'Package length plus girth exceeds 130 inches')).toBe(
      'carrier.dimensions_over_limit',
    );
    expect(e('invalid_address', 'The address is undeliverable')).toBe('carrier.address_undeliverable');
    expect(e('insufficient_funds', 'Not enough postage')).toBe('carrier.account_suspended');
    expect(ourCode({ error_type: 'account_status', message: 'x' })).toBe('carrier.account_suspended');
    expect(e('field_value_required', 'Required', { field_name: 'shipment.ship_to.city_locality' })).toBe(
      'carrier.address_invalid',
    );
    expect(e('customs_items_required', 'Customs items are required')).toBe('carrier.customs_required');
    expect(e('unknown', 'something else')).toBe('carrier.rejected');
  });
});

describe('ShipEngine tracking as the nine statuses', () => {
  it('reads the delivered sample: events oldest first with their places, out for delivery from the detail', () => {
    const result = trackingResult(fixture('track-delivered.json'), 'X');
    expect(result.trackingNumber).toBe('9405511899560337048294');
    expect(result.status).toBe(6);
    expect(result.events.map((e) => e.status)).toEqual([2, 2, 4, 6]);
    expect(result.events[3]).toEqual({
      time: '2018-09-25T14:10:00.000Z',
      status: 6,
      description: 'Delivered, In/At Mailbox (AUSTIN, TX, US)',
    });
  });

  it('reads the SDK sample (UN with an event whose code is empty) as information received', () => {
    const result = trackingResult(fixture('track-label.json'), 'X');
    expect(result.status).toBe(1);
    expect(result.events).toEqual([
      {
        time: '2021-07-10T02:58:01.000Z',
        status: 1,
        description: 'Electronic information submitted by shipper',
      },
    ]);
  });

  it('maps every status code', () => {
    expect(shipengineStatus('UN', null, false)).toBe(0);
    expect(shipengineStatus('NY', null, false)).toBe(1);
    expect(shipengineStatus('AC', null, true)).toBe(2);
    expect(shipengineStatus('SP', null, true)).toBe(3);
    expect(shipengineStatus('IT', 'OUT_FOR_DELIVERY', true)).toBe(4);
    expect(shipengineStatus('AT', null, true)).toBe(5);
    expect(shipengineStatus('DE', 'DELIVERED_TO_PICKUP_POINT', true)).toBe(6);
    expect(shipengineStatus('EX', 'RETURN_TO_SENDER', true)).toBe(7);
    expect(shipengineStatus('EX', 'TRACKING_EXPIRED', true)).toBe(8);
  });
});

describe('ShipEngine settings', () => {
  it('takes a sandbox key (TEST_) only in test mode and a production key only in production', () => {
    expect(shipengineApiKey({ credentials: { apiKey: ' TEST_abc ' }, mode: 'test' })).toBe('TEST_abc');
    expect(() => shipengineApiKey({ credentials: { apiKey: 'live_abc' }, mode: 'test' })).toThrow(
      'carrier.auth_failed',
    );
    expect(() => shipengineApiKey({ credentials: { apiKey: 'TEST_abc' }, mode: 'production' })).toThrow(
      'carrier.auth_failed',
    );
    expect(shipengineApiKey({ credentials: { apiKey: 'live_abc' }, mode: 'production' })).toBe('live_abc');
    expect(() => shipengineApiKey({ credentials: {}, mode: 'test' })).toThrow('carrier.auth_failed');
  });

  it('reads the carrier account ids and refuses anything else', () => {
    expect(shipengineCarrierIds({ settings: { carrierId: 'se-1, se-2 se-1' } })).toEqual(['se-1', 'se-2']);
    expect(() => shipengineCarrierIds({ settings: { carrierId: 'ca_123' } })).toThrow('carrier.auth_failed');
    expect(() => shipengineCarrierIds({ settings: {} })).toThrow('carrier.auth_failed');
  });
});
