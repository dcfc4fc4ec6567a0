/** Years a date may fall in: arithmetic on a date (ranges, +29 days) then stays a 4-digit year. */
export const MIN_YEAR = 1970;
export const MAX_YEAR = 2100;

/**
 * A calendar day YYYY-MM-DD that exists (2025-02-30 does not; the database would refuse it) in the years
 * 1970-2100: 9999-12-31 plus a month would overflow the year that JavaScript and PostgreSQL print.
 */
export function isCalendarDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s) return false;
  const year = d.getUTCFullYear();
  return year >= MIN_YEAR && year <= MAX_YEAR;
}
