/** When and how long CarrierHttp waits before trying a call again. */

import { exponentialBackoffMs } from '../../../lib/backoff.ts';

export const MAX_TRIES = 3;
/** A carrier's Retry-After longer than this is not waited for (the call fails as rate limited). */
export const MAX_RETRY_AFTER_MS = 60_000;
const BASE_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 8_000;

/** Statuses that mean "the carrier's gateway failed, nothing was done": retried for safe calls. */
export const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** Exponential back-off with jitter (half the step plus a random half): ~250 ms, ~500 ms, ~1 s ... capped. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = exponentialBackoffMs(attempt, BASE_BACKOFF_MS, MAX_BACKOFF_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Retry-After as milliseconds: delta-seconds or an HTTP date (RFC 9110 10.2.3); null when absent or
 * unreadable. Capped at MAX_RETRY_AFTER_MS + 1 so callers can tell "too long" apart.
 */
export function retryAfterMs(header: string | undefined, nowMs: number): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, MAX_RETRY_AFTER_MS + 1);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, at - nowMs), MAX_RETRY_AFTER_MS + 1);
}
