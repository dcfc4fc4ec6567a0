/**
 * The business time zone's calendar (BUSINESS_TZ): order numbers, ship days, report days, file names
 * and spreadsheet times all read the wall clock there, not the server's zone.
 */

// Building a formatter costs ~0.1 ms, and an export or an import asks once per row: one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
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
  }
  return formatter;
}

/** The wall-clock fields of `instant` in `timeZone`, read by the formatter (~15 µs a call). */
function formattedWallClock(instant: Date, timeZone: string): Date {
  const parts = formatterOf(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return new Date(
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')),
  );
}

const QUARTER_HOUR = 15 * 60_000;
/**
 * Per zone, the UTC offset of one quarter-hour (the last one asked for): zones change their offset only on
 * quarter-hour boundaries, so every instant of a quarter whose first and last second share an offset has
 * it. A rate estimate asks for the ship day once per service: one formatter call per quarter instead.
 */
const offsets = new Map<string, { quarter: number; offsetMs: number | null }>();

function offsetOf(instant: Date, timeZone: string): number | null {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR);
  const known = offsets.get(timeZone);
  if (known?.quarter === quarter) return known.offsetMs;
  const start = quarter * QUARTER_HOUR;
  const end = start + QUARTER_HOUR - 1000;
  const first = formattedWallClock(new Date(start), timeZone).getTime() - start;
  const last = formattedWallClock(new Date(end), timeZone).getTime() - end;
  const offsetMs = first === last ? first : null;
  offsets.set(timeZone, { quarter, offsetMs });
  return offsetMs;
}

/**
 * The instant as the wall-clock time of `timeZone` (to the second), as a Date whose UTC fields carry it:
 * spreadsheet dates have no zone (exceljs writes a Date's UTC fields), and the other helpers below slice
 * its ISO text.
 */
export function wallClock(instant: Date, timeZone: string): Date {
  const offsetMs = offsetOf(instant, timeZone);
  if (offsetMs === null) return formattedWallClock(instant, timeZone);
  return new Date(Math.floor((instant.getTime() + offsetMs) / 1000) * 1000);
}

/** The business day of the instant: `YYYY-MM-DD`. */
export const businessDay = (instant: Date, timeZone: string) =>
  wallClock(instant, timeZone).toISOString().slice(0, 10);

/** `YYYY-MM-DD HH:mm` in the business time zone. */
export const businessMinute = (instant: Date, timeZone: string) =>
  wallClock(instant, timeZone).toISOString().slice(0, 16).replace('T', ' ');

/** `YYYYMMDD-HHmmss` in the business time zone, for file names. */
export function businessStamp(instant: Date, timeZone: string): string {
  const digits = wallClock(instant, timeZone).toISOString().slice(0, 19).replace(/\D/g, '');
  return `${digits.slice(0, 8)}-${digits.slice(8)}`;
}
