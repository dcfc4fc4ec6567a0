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

/** Times are stored in UTC and shown in the browser's time zone (DESIGN section 4). */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
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
