import { MAX_TRACK_NUMBERS } from '@shiplabel/shared';

export type ParsedNumbers =
  | { ok: true; numbers: string[] }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'tooMany'; count: number }
  | { ok: false; reason: 'tooLong'; number: string };

/** The server's limit on one tracking number's length (trackQuerySchema). */
const MAX_NUMBER_LENGTH = 60;

/** Distinct non-blank entries, split at line breaks, commas (ASCII or full-width), semicolons and tabs. */
export function splitTrackingNumbers(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\r\n,，;；\t]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The tracking numbers typed or pasted into the query box: one per line or separated by commas (ASCII or
 * full-width, as Chinese keyboards type them), blanks dropped, repeats asked once. More than 50 is refused
 * before asking the server (spec: up to 50 per query).
 */
export function parseTrackingNumbers(text: string): ParsedNumbers {
  const numbers = splitTrackingNumbers(text);
  if (numbers.length === 0) return { ok: false, reason: 'empty' };
  if (numbers.length > MAX_TRACK_NUMBERS) return { ok: false, reason: 'tooMany', count: numbers.length };
  const long = numbers.find((n) => n.length > MAX_NUMBER_LENGTH);
  if (long) return { ok: false, reason: 'tooLong', number: long };
  return { ok: true, numbers };
}
