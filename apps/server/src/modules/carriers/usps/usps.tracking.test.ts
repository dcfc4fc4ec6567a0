import { describe, expect, it } from 'vitest';
import { CarrierError } from '../carrier-adapter.ts';
import { fixtureJson } from './testing/usps-samples.ts';
import { LOGISTICS, parseTracking, statusOfEvent, trackingPath } from './usps.tracking.ts';

const NOW = new Date('2024-11-23T00:00:00Z');

describe('USPS tracking to the nine logistics statuses', () => {
  it('reads the published delivered sample: newest first, UTC times, places', () => {
    const result = parseTracking(fixtureJson('tracking-delivered.json'), 'x', NOW);
    expect(result.trackingNumber).toBe('9400109104250532908587');
    expect(result.status).toBe(LOGISTICS.delivered);
    expect(result.events).toHaveLength(12);
    expect(result.events[0]).toEqual({
      time: '2024-11-22T18:58:40.000Z',
      status: LOGISTICS.delivered,
      description: 'Delivered, Parcel Locker - HERNANDO, FL 34442',
    });
    expect(result.events.map((e) => e.status)).toEqual([6, 4, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1]);
    expect(result.events.at(-1)?.description).toContain('Shipping Label Created');
  });

  it.each([
    ['GX', 'Shipping Label Created, USPS Awaiting Item', LOGISTICS.infoReceived],
    ['OF', 'Out for Delivery', LOGISTICS.outForDelivery],
    [undefined, 'Available for Pickup', LOGISTICS.pickup],
    [undefined, 'Delivery Attempted - No Access to Delivery Location', LOGISTICS.deliveryFailed],
    ['02', 'Notice Left (No Authorized Recipient Available)', LOGISTICS.deliveryFailed],
    [undefined, 'Return to Sender', LOGISTICS.exception],
    ['05', 'Undeliverable as Addressed', LOGISTICS.exception],
    [undefined, 'Delivered, In/At Mailbox', LOGISTICS.delivered],
    ['T1', 'Departed USPS Regional Facility', LOGISTICS.inTransit],
  ])('%s "%s" -> %i', (code, text, status) => {
    expect(statusOfEvent(code, text)).toBe(status);
  });

  it('uses the local stamp with its offset when GMT is missing', () => {
    const answer = {
      trackingNumber: '1',
      trackingEvents: [
        {
          eventType: 'Accepted at USPS Origin Facility',
          eventTimestamp: '2024-11-18T11:10:00',
          GMTOffset: '-5:00',
        },
      ],
    };
    expect(parseTracking(answer, '1', NOW).events[0]?.time).toBe('2024-11-18T16:10:00.000Z');
  });

  it('is expired when nothing moved for 30 days, not found without events or status', () => {
    const old = {
      trackingEvents: [{ eventType: 'In Transit to Next Facility', GMTTimestamp: '2024-09-01T00:00:00Z' }],
    };
    expect(parseTracking(old, '1', NOW).status).toBe(LOGISTICS.expired);
    expect(parseTracking({ trackingNumber: '1' }, '1', NOW).status).toBe(LOGISTICS.notFound);
    expect(parseTracking({ statusCategory: 'Pre-Shipment' }, '1', NOW).status).toBe(LOGISTICS.infoReceived);
    expect(() => parseTracking('oops', '1', NOW)).toThrow(CarrierError);
  });

  it('asks for the detailed view of an encoded number', () => {
    expect(trackingPath('94 00/1')).toBe('/tracking/v3/tracking/94%2000%2F1?expand=DETAIL');
  });
});
