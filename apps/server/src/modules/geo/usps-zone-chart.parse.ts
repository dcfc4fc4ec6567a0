/**
 * Reading the official USPS 3-digit zone chart in the two forms USPS publishes it:
 *
 * - The National Zone Charts Matrix (postalpro.usps.com, "National Zone Charts Matrix", text file; see its
 *   Technical Guide): one fixed-width record per origin ZIP3, the origin in positions 1-3, then one field
 *   per destination ZIP3 001 ... 999 in order. Each field starts with the zone digit; the rest of the field
 *   carries indicators (an asterisk for origin and destination in the same NDC, a plus sign for 5-digit
 *   exceptions), which do not change the zone. The field width is read from the record length
 *   (3 + 999 x width), so the layout is checked rather than assumed.
 * - The answer of the Domestic Zone Chart page for one origin (postcalc.usps.com/DomesticZoneChart,
 *   "GetZoneChart?zipCode3Digit=..."): JSON with `Column0`..`ColumnN` lists of
 *   `{ ZipCodes: "005---098" | "005", Zone: "4" | "4*" | "4+", MailService: "" | "Priority Mail" }`,
 *   `Zip5Digit` (5-digit exceptions, not used: the chart here is by ZIP3), `ZIPCodeError` and `PageError`
 *   (as read by the R package aedobbyn/postal, which parses that answer).
 *
 * Zones are "1"-"9"; a destination with no zone keeps "-" (not in the chart: the distance zone applies).
 */

export const DESTINATIONS = 999;
export const NO_ZONE = '-';

export type ChartProblem =
  | { key: 'zone.chart_unrecognised' }
  | { key: 'zone.chart_line_invalid'; params: { line: number } }
  | { key: 'zone.chart_origin_duplicate'; params: { origin: string } }
  | { key: 'zone.chart_origin_required' }
  | { key: 'zone.chart_usps_error'; params: { message: string } }
  | { key: 'zone.chart_empty' };

export class ChartParseError extends Error {
  constructor(readonly problem: ChartProblem) {
    super(problem.key);
  }
}

/** Origin ZIP3 -> 999 zone characters. `complete` when the file is the whole matrix (replaces the chart). */
export interface ParsedChart {
  origins: Map<string, string>;
  complete: boolean;
}

const zoneChar = (c: string | undefined) => (c && c >= '1' && c <= '9' ? c : NO_ZONE);

function parseMatrix(text: string): ParsedChart {
  const origins = new Map<string, string>();
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.replace(/\s+$/, '');
    if (line === '') return;
    const body = line.slice(3);
    const width = Math.floor(raw.replace(/[\r\n]+$/, '').slice(3).length / DESTINATIONS);
    if (!/^\d{3}/.test(line) || width < 1 || width > 4)
      throw new ChartParseError({ key: 'zone.chart_line_invalid', params: { line: i + 1 } });
    const origin = line.slice(0, 3);
    if (origins.has(origin))
      throw new ChartParseError({ key: 'zone.chart_origin_duplicate', params: { origin } });
    let zones = '';
    for (let d = 0; d < DESTINATIONS; d++) zones += zoneChar(body[d * width]);
    origins.set(origin, zones);
  });
  return { origins, complete: true };
}

interface ChartEntry {
  ZipCodes?: unknown;
  Zone?: unknown;
  MailService?: unknown;
}

function parseZoneChartJson(json: Record<string, unknown>, origin: string | null): ParsedChart {
  for (const key of ['ZIPCodeError', 'PageError', 'ShippingDateError']) {
    const message = json[key];
    if (typeof message === 'string' && message.trim())
      throw new ChartParseError({ key: 'zone.chart_usps_error', params: { message: message.slice(0, 200) } });
  }
  if (!origin) throw new ChartParseError({ key: 'zone.chart_origin_required' });
  const zones = Array.from({ length: DESTINATIONS }, () => NO_ZONE);
  const entries = Object.entries(json)
    .filter(([key, value]) => /^Column\d+$/.test(key) && Array.isArray(value))
    .flatMap(([, value]) => value as ChartEntry[]);
  // General zones first; a Priority Mail-only zone fills only a destination the general chart leaves open.
  const general = entries.filter((e) => !e.MailService);
  const priorityOnly = entries.filter((e) => e.MailService);
  for (const entry of [...general, ...priorityOnly]) {
    const range = /^\s*(\d{3})(?:\s*-+\s*(\d{3}))?\s*$/.exec(String(entry.ZipCodes ?? ''));
    const zone = /[1-9]/.exec(String(entry.Zone ?? ''))?.[0];
    if (!range || !zone) continue;
    const first = Number(range[1]);
    const last = Number(range[2] ?? range[1]);
    for (let d = Math.max(1, first); d <= Math.min(DESTINATIONS, last); d++)
      if (zones[d - 1] === NO_ZONE) zones[d - 1] = zone;
  }
  return { origins: new Map([[origin, zones.join('')]]), complete: false };
}

/**
 * Parses an uploaded chart: JSON (one origin, named by `origin` or the file name "123.json") or the
 * fixed-width matrix. Throws ChartParseError with the first problem.
 */
export function parseUspsZoneChart(bytes: Buffer, opts: { filename: string; origin?: string }): ParsedChart {
  const text = bytes.toString('latin1').replace(/^\uFEFF|^\xEF\xBB\xBF/, '');
  const start = text.trimStart()[0];
  let parsed: ParsedChart;
  if (start === '{') {
    let json: unknown;
    try {
      json = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
    } catch {
      throw new ChartParseError({ key: 'zone.chart_unrecognised' });
    }
    if (!json || typeof json !== 'object' || Array.isArray(json))
      throw new ChartParseError({ key: 'zone.chart_unrecognised' });
    const named = /^(\d{3})(?!\d)/.exec(opts.filename)?.[1] ?? null;
    const origin = /^\d{3}$/.test(opts.origin ?? '') ? opts.origin! : named;
    parsed = parseZoneChartJson(json as Record<string, unknown>, origin);
  } else if (/^\d{3}/.test(text)) {
    parsed = parseMatrix(text);
  } else {
    throw new ChartParseError({ key: 'zone.chart_unrecognised' });
  }
  const hasZone = [...parsed.origins.values()].some((z) => /[1-9]/.test(z));
  if (!hasZone) throw new ChartParseError({ key: 'zone.chart_empty' });
  return parsed;
}

/** The chart's zone from one ZIP to another (5-digit or ZIP+4), or undefined when the chart has none. */
export function chartZone(
  chart: ReadonlyMap<string, string>,
  fromZip5: string,
  toZip5: string,
): number | undefined {
  const zones = chart.get(fromZip5.slice(0, 3));
  const dest = Number(toZip5.slice(0, 3));
  if (!zones || !(dest >= 1 && dest <= DESTINATIONS)) return undefined;
  const c = zones[dest - 1];
  return c && c !== NO_ZONE ? Number(c) : undefined;
}
