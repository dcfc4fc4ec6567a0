/**
 * Display helpers. Money stays a decimal string end to end (DESIGN section 4: never floats), so grouping
 * is done on the text rather than through Number.
 */
export function formatMoney(amount: string, currency: string): string {
  const match = /^(-)?(\d+)(\.\d+)?$/.exec(amount.trim());
  if (!match) return `${amount} ${currency}`.trim();
  const [, sign = '', units = '0', cents = ''] = match;
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${cents} ${currency}`.trim();
}

/**
 * One time zone everywhere (docs/decisions.md, "Times in the web app"): every time and day the web app
 * shows is read in the business time zone (BUSINESS_TZ), as reports, ship days, file names, exports and
 * manifests are, and a time carries the zone's name. The layout sets the zone from GET /user/businessTime;
 * until then it is the server's default.
 */
let businessTimeZone = 'America/Los_Angeles';

export function setBusinessTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return false; // not a zone this browser knows: keep the one we have
  }
  const changed = timeZone !== businessTimeZone;
  businessTimeZone = timeZone;
  return changed;
}

export const getBusinessTimeZone = () => businessTimeZone;

const parse = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "Nov 24, 2026, 01:05 PST" / "2026年11月24日 GMT-8 01:05": the business zone's wall clock, named. */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '-';
  const date = parse(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(locale, {
    timeZone: businessTimeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(date);
}

/** The business day of an instant, in the reader's format. */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '-';
  const date = parse(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: businessTimeZone }).format(date);
}

/** Today's business day, `YYYY-MM-DD` (a default ship day or report range starts here, not in the browser). */
export function businessToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone }).format(now);
}

/** Units of weight and length as a reader of the language writes them (zh-CN: 磅, 英寸 ...). */
const UNIT_NAMES_ZH: Record<string, string> = {
  lb: '磅',
  oz: '盎司',
  kg: '千克',
  g: '克',
  in: '英寸',
  cm: '厘米',
};

export function unitLabel(unit: string, locale: string): string {
  return locale === 'zh-CN' ? (UNIT_NAMES_ZH[unit] ?? unit) : unit;
}

/** "4 lb" / "4 磅": a measured value with its unit in the reader's language. */
export function formatMeasure(value: number | string, unit: string, locale: string): string {
  return `${value} ${unitLabel(unit, locale)}`;
}
