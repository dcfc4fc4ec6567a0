import { describe, expect, it } from 'vitest';
import { parseReferenceTrackResponse, referenceTrackPath } from './ups.recovery.ts';
import { fixture } from './ups.testing.ts';
import { activityTime, parseTrackResponse } from './ups.tracking.ts';

const answer = (activities: object[]) => ({
  trackResponse: { shipment: [{ package: [{ trackingNumber: '1ZTEST', activity: activities }] }] },
});
const act = (type: string, statusCode: string, date = '20261120', time = '120000') => ({
  date,
  time,
  status: { type, statusCode, description: `${type}/${statusCode}` },
});

describe('UPS tracking answers to the nine logistics statuses', () => {
  it('delivered sample (schemas/tracking_response.json): label created, then delivered, oldest first', () => {
    const result = parseTrackResponse(fixture('track-response-delivered.json'), '1Z1442YY7229014688');
    expect(result.status).toBe(6);
    expect(result.events).toEqual([
      {
        time: '2022-01-26T15:16:41.000Z',
        status: 1,
        description: 'Shipper created a label, UPS has not received the package yet. (US)',
      },
      { time: '2022-01-26T16:30:00.000Z', status: 6, description: 'DELIVERED (PARAMUS, NJ, US)' },
    ]);
  });

  it("UPS's OpenAPI example (an X activity) is an exception", () => {
    const result = parseTrackResponse(fixture('track-response-example.json'), '1Z023E2X0214323462');
    expect(result.status).toBe(7);
    expect(result.events).toHaveLength(1);
    expect(result.events[0]!.time).toBe('2021-02-10T07:13:56.000Z');
  });

  it('not found (warning TW0001) and an empty package are status 0', () => {
    expect(parseTrackResponse(fixture('track-not-found.json'), '1ZNONE')).toEqual({
      trackingNumber: '1ZNONE',
      status: 0,
      events: [],
    });
  });

  it('tells out for delivery, pickup point, failed attempt, void and picked up apart', () => {
    const cases: [object, number][] = [
      [act('I', '072'), 4],
      [act('I', '005'), 2],
      [act('P', '038'), 2],
      [act('X', '017'), 3],
      [act('I', '040'), 3],
      [act('X', '022'), 5],
      [act('X', '064'), 5],
      [act('X', '013'), 7],
      [act('MV', '007'), 8],
      [act('M', '003'), 1],
      [act('D', '011'), 6],
      [act('NA', ''), 0],
    ];
    for (const [activity, status] of cases)
      expect(parseTrackResponse(answer([activity]), '1ZTEST').status, JSON.stringify(activity)).toBe(status);
  });

  it("the parcel's status is its newest event's, whatever order UPS lists them in", () => {
    const result = parseTrackResponse(
      answer([act('I', '005', '20261121', '080000'), act('D', '011', '20261122', '100000'), act('M', '003')]),
      '1ZTEST',
    );
    expect(result.events.map((e) => e.status)).toEqual([1, 2, 6]);
    expect(result.status).toBe(6);
  });

  it('reads GMT fields first, then a local time with its offset, and skips dateless activities', () => {
    expect(activityTime({ gmtDate: '20210210', gmtTime: '74700', date: '20210210', time: '024700' })).toBe(
      '2021-02-10T07:47:00.000Z',
    );
    expect(activityTime({ date: '20210210', time: '024700', gmtOffset: '-05:00' })).toBe(
      '2021-02-10T07:47:00.000Z',
    );
    expect(activityTime({ date: '20210210' })).toBe('2021-02-10T00:00:00.000Z');
    expect(activityTime({ date: 'string', time: '071356' })).toBeNull();
    expect(parseTrackResponse(answer([{ date: 'x', status: { type: 'D' } }]), '1ZTEST').status).toBe(0);
  });

  it('refuses an answer that is not a tracking answer', () => {
    expect(() => parseTrackResponse({ foo: 1 }, '1Z')).toThrow('carrier.bad_response');
  });
});

describe('UPS Track by Reference (Tracking.yaml /track/v1/reference/details), recovery of a lost label', () => {
  const created = (reference: string) =>
    JSON.parse(
      JSON.stringify(fixture('track-reference-label-created.json')).replaceAll('ShipRef123', reference),
    );

  it('asks by our reference within the channel account, the spec default dates and package type', () => {
    expect(referenceTrackPath('SL0123456789ABCDEF0123', 'A1B2C3')).toBe(
      '/api/track/v1/reference/details/SL0123456789ABCDEF0123?locale=en_US&refNumType=SmallPackage&shipperNum=A1B2C3',
    );
    expect(referenceTrackPath('SL0', '')).not.toContain('shipperNum');
  });

  it('reads the packages UPS holds under the reference, skips voided ones and other references', () => {
    expect(parseReferenceTrackResponse(created('SLREF'), 'SLREF')).toEqual(['1Z1442YY7229014688']);
    // A package listing only other references is not ours.
    expect(parseReferenceTrackResponse(created('SLOTHER'), 'SLREF')).toEqual([]);
    // UPS's delivered sample lists an empty reference: the package still counts.
    expect(parseReferenceTrackResponse(fixture('track-response-delivered.json'), 'SLREF')).toEqual([
      '1Z1442YY7229014688',
    ]);
    const voided = JSON.parse(JSON.stringify(created('SLREF')).replaceAll('"type":"M"', '"type":"MV"'));
    expect(parseReferenceTrackResponse(voided, 'SLREF')).toEqual([]);
  });

  it('"Tracking Information Not Found" is no package; a body that is not a tracking answer is refused', () => {
    expect(parseReferenceTrackResponse(fixture('track-not-found.json'), 'SLREF')).toEqual([]);
    expect(() => parseReferenceTrackResponse({ foo: 1 }, 'SLREF')).toThrow('carrier.bad_response');
  });
});
