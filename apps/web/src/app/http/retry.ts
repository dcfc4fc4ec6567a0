import { REQUEST_CONSTANTS } from '@shiplabel/shared/layout/settings';

/**
 * Spec section 7: only requests marked retryable are retried, only for HTTP 404/500/502/503/504, and at
 * most REQUEST_CONSTANTS.maxRetries times; `attempts` is how many retries already happened.
 */
export function shouldRetry(
  retryable: boolean | undefined,
  status: number | undefined,
  attempts: number,
): boolean {
  if (!retryable || status === undefined) return false;
  if (!(REQUEST_CONSTANTS.retryStatuses as readonly number[]).includes(status)) return false;
  return attempts < REQUEST_CONSTANTS.maxRetries;
}

/** A short, growing pause so that a briefly unavailable server gets a moment (300, 600, 900 ms). */
export function retryDelayMs(attempt: number): number {
  return 300 * attempt;
}
