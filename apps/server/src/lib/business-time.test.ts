import { describe, expect, it } from 'vitest';
import { businessDay, businessMinute, businessStamp, wallClock } from './business-time.ts';

describe('the business time zone calendar', () => {
  // 07:30 UTC on 1 March is still the last day of February in Los Angeles (UTC-8), already 1 March in Shanghai.
  const instant = new Date('2028-03-01T07:30:05Z');

  it('reads the wall clock of the zone, not the server', () => {
    expect(wallClock(instant, 'America/Los_Angeles').toISOString()).toBe('2028-02-29T23:30:05.000Z');
    expect(wallClock(instant, 'Asia/Shanghai').toISOString()).toBe('2028-03-01T15:30:05.000Z');
  });

  it('names the day, the minute and a file stamp of that wall clock', () => {
    expect(businessDay(instant, 'America/Los_Angeles')).toBe('2028-02-29');
    expect(businessDay(instant, 'Asia/Shanghai')).toBe('2028-03-01');
    expect(businessMinute(instant, 'America/Los_Angeles')).toBe('2028-02-29 23:30');
    expect(businessStamp(instant, 'Asia/Shanghai')).toBe('20280301-153005');
  });

  it('shows midnight as 00, not 24', () => {
    expect(businessMinute(new Date('2028-03-01T16:00:00Z'), 'Asia/Shanghai')).toBe('2028-03-02 00:00');
  });
});
