import { CITY_WORDS, DIRECTIONAL, STREET_SUFFIX, UNIT_WITH_RANGE, UNIT_WITHOUT_RANGE } from './pub28.ts';

/**
 * USPS Publication 28 style: upper case, periods and commas dropped (Pub 28 section 212: no punctuation
 * but the hyphen of house numbers, the slash of fractions and "#"), single spaces.
 */
export function cleanAddressText(input: string): string {
  return input
    .toUpperCase()
    .replace(/[.,;:'"`]/g, '')
    .replace(/[^A-Z0-9#/& -]/g, ' ')
    .replace(/#/g, ' # ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Pub 28 section 28: every way of writing a post office box, as "PO BOX <number>". */
const PO_BOX =
  /^(?:POST OFFICE BOX|POST OFFICE|POST BOX|P O BOX|PO BOX|POBOX|P O B|POB|BOX)(?: NO| NUMBER)?(?: #)? ([A-Z0-9-]+)$/;
/** Pub 28 section 24: rural routes as "RR <route> BOX <box>". */
const RURAL_ROUTE = /^(?:RURAL ROUTE|RURAL RTE|RR|RT|RTE) (\d+)(?: #)? (?:BOX|BX) ([A-Z0-9-]+)$/;

/** Whether an address line is a post office box (UPS and FedEx do not deliver to them). */
export function isPoBox(line: string): boolean {
  return PO_BOX.test(cleanAddressText(line));
}

const isUnitStart = (tokens: string[], i: number) => {
  const token = tokens[i] ?? '';
  if (UNIT_WITH_RANGE.has(token)) return i + 1 < tokens.length;
  return UNIT_WITHOUT_RANGE.has(token) && i === tokens.length - 1;
};

/** "APARTMENT 5" -> "APT 5", "# 5" stays, "APT # 5" -> "APT 5", "PENTHOUSE" -> "PH". */
function standardizeUnit(tokens: string[]): string {
  const [designator = '', ...range] = tokens;
  const withRange = UNIT_WITH_RANGE.get(designator);
  if (withRange) {
    const value = range.filter((t) => t !== '#');
    return [withRange, ...value].join(' ');
  }
  return [UNIT_WITHOUT_RANGE.get(designator) ?? designator, ...range].join(' ');
}

/** Street name words between the house number and the unit: directionals and the suffix abbreviated. */
function standardizeStreet(words: string[]): string[] {
  const out = [...words];
  const last = out.length - 1;
  // A directional is pre-/post-directional only when another word is the street's name: "NORTH ST"
  // is a street named North, "NORTH MAIN ST" is Main Street north.
  const first = out[0] ?? '';
  const next = out[1];
  if (DIRECTIONAL.has(first) && next !== undefined && (out.length > 2 || !STREET_SUFFIX.has(next)))
    out[0] = DIRECTIONAL.get(first)!;
  let suffixAt = last;
  if (last >= 2 && DIRECTIONAL.has(out[last] ?? '') && STREET_SUFFIX.has(out[last - 1] ?? '')) {
    out[last] = DIRECTIONAL.get(out[last]!)!;
    suffixAt = last - 1;
  }
  // Only the last suffix word is abbreviated ("PARK AVENUE" -> "PARK AVE"), and never the only word.
  const nameWords = suffixAt - (DIRECTIONAL.has(out[0] ?? '') && out[0]!.length <= 2 ? 1 : 0);
  const suffix = STREET_SUFFIX.get(out[suffixAt] ?? '');
  if (suffix && nameWords >= 1) out[suffixAt] = suffix;
  return out;
}

export interface StandardLine {
  line: string;
  poBox: boolean;
}

/** Address line 1 in the USPS standard form: "123 north main street apt. 4" -> "123 N MAIN ST APT 4". */
export function standardizeStreetLine(input: string): StandardLine {
  const text = cleanAddressText(input);
  const box = PO_BOX.exec(text);
  if (box) return { line: `PO BOX ${box[1]}`, poBox: true };
  const route = RURAL_ROUTE.exec(text);
  if (route) return { line: `RR ${route[1]} BOX ${route[2]}`, poBox: false };
  const tokens = text ? text.split(' ') : [];
  if (tokens.length < 2) return { line: text, poBox: false };
  let unitAt = tokens.length;
  for (let i = 2; i < tokens.length; i++) {
    if (isUnitStart(tokens, i)) {
      unitAt = i;
      break;
    }
  }
  const [number = '', ...street] = tokens.slice(0, unitAt);
  const unit = tokens.slice(unitAt);
  const parts = [number, ...standardizeStreet(street)];
  if (unit.length) parts.push(standardizeUnit(unit));
  return { line: parts.join(' '), poBox: false };
}

/** Address line 2 (usually the secondary unit): designators abbreviated, else just cleaned. */
export function standardizeSecondLine(input: string): string {
  const text = cleanAddressText(input);
  if (!text) return '';
  const tokens = text.split(' ');
  if (UNIT_WITH_RANGE.has(tokens[0]!) || UNIT_WITHOUT_RANGE.has(tokens[0]!)) return standardizeUnit(tokens);
  return text;
}

/**
 * A city name for comparing: upper case, no punctuation, abbreviations spelled out ("St. Louis" and
 * "Saint Louis" agree, so do "Ft Worth" and "Fort Worth") and spaces removed ("Mc Allen" = "McAllen").
 */
export function cityKey(city: string): string {
  return cleanAddressText(city.replace(/-/g, ' '))
    .split(' ')
    .map((word) => CITY_WORDS.get(word) ?? word)
    .join('');
}
