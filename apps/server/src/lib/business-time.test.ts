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

  it("agrees with the zone's formatter every second around offset changes and at random instants", () => {
    const formatters = new Map<string, Intl.DateTimeFormat>();
    const formatterOf = (timeZone: string) => {
      const made = formatters.get(timeZone);
      if (made) return made;
      const formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
      formatters.set(timeZone, formatter);
      return formatter;
    };
    const formatted = (instant: Date, timeZone: string) => {
      const parts = formatterOf(timeZone).formatToParts(instant);
      const at = (type: string) => parts.find((p) => p.type === type)!.value;
      return `${at('year')}-${at('month')}-${at('day')}T${at('hour')}:${at('minute')}:${at('second')}.000Z`;
    };
    // Daylight saving starts and ends (Los Angeles, London, Lord Howe's half hour), Kathmandu's +05:45,
    // and a zone's historic change at an odd second (Amsterdam 1937: +00:19:32 to +00:20).
    const around = [
      ['America/Los_Angeles', '2026-03-08T10:00:00Z'],
      ['America/Los_Angeles', '2026-11-01T09:00:00Z'],
      ['Europe/London', '2026-03-29T01:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
      ['Asia/Kathmandu', '2026-01-01T00:00:00Z'],
      ['Europe/Amsterdam', '1937-06-30T23:40:28Z'],
    ] as const;
    for (const [zone, iso] of around) {
      const t0 = new Date(iso).getTime();
      for (let s = -1800; s <= 1800; s += 7) {
        const instant = new Date(t0 + s * 1000 + 123);
        expect(wallClock(instant, zone).toISOString(), `${zone} ${instant.toISOString()}`).toBe(
          formatted(instant, zone),
        );
      }
    }
    for (let i = 0; i < 2000; i++) {
      const instant = new Date(Date.UTC(1990, 0, 1) + Math.floor(Math.random() * 60 * 365 * 86_400_000));
      for (const zone of ['America/Los_Angeles', 'Asia/Shanghai', 'Europe/Dublin'])
        expect(wallClock(instant, zone).toISOString()).toBe(formatted(instant, zone));
    }
  });
});
