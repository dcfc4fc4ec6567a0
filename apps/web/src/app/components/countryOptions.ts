import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '@shiplabel/shared';
import type { Locale } from '@shiplabel/shared/locale';

export interface CountryOption {
  value: string;
  /** "United States (US)" / "美国 (US)": the name in the reader's language and the ISO code. */
  label: string;
}

/** Where most shipments start and end: listed first, the rest by name in the reader's language. */
const FIRST: readonly CountryCode[] = ['US'];

/** Every ISO 3166-1 country as a picker option, named in `locale`. */
export function countryOptions(locale: Locale): CountryOption[] {
  const nameOf = (code: CountryCode) => (locale === 'zh-CN' ? COUNTRIES[code].zh : COUNTRIES[code].en);
  const collator = new Intl.Collator(locale);
  const rest = COUNTRY_CODES.filter((c) => !FIRST.includes(c)).sort((a, b) =>
    collator.compare(nameOf(a), nameOf(b)),
  );
  return [...FIRST, ...rest].map((code) => ({ value: code, label: `${nameOf(code)} (${code})` }));
}

/**
 * Whether a typed search finds a country: its code, or its English or Chinese name (either language
 * works whatever the screen's language, so "germany", "德国" and "de" all find Germany).
 */
export function countryMatches(input: string, code: string): boolean {
  const needle = input.trim().toLowerCase();
  if (!needle) return true;
  const entry = COUNTRIES[code as CountryCode];
  if (!entry) return code.toLowerCase().includes(needle);
  return (
    code.toLowerCase().startsWith(needle) ||
    entry.en.toLowerCase().includes(needle) ||
    entry.zh.includes(needle)
  );
}

/**
 * How well a country answers a search, best first (0): its exact code, a name that starts with the
 * search, a word of the name that does, anything else that matched. "united king" puts the United
 * Kingdom before the Netherlands ("Kingdom of the").
 */
export function countryRank(input: string, code: string): number {
  const needle = input.trim().toLowerCase();
  const entry = COUNTRIES[code as CountryCode];
  if (!needle || !entry) return 3;
  if (code.toLowerCase() === needle) return 0;
  const names = [entry.en.toLowerCase(), entry.zh];
  if (names.some((n) => n.startsWith(needle))) return 1;
  if (names.some((n) => n.split(/[\s,()]+/).some((word) => word.startsWith(needle)))) return 2;
  return 3;
}
