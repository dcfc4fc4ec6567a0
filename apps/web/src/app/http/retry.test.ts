import { describe, expect, it } from 'vitest';
import { retryDelayMs, shouldRetry } from './retry.ts';

describe('shouldRetry (spec section 7)', () => {
  it('retries retryable requests on 404, 500, 502, 503 and 504', () => {
    for (const status of [404, 500, 502, 503, 504]) expect(shouldRetry(true, status, 0)).toBe(true);
  });

  it('does not retry other statuses, network errors or requests not marked retryable', () => {
    for (const status of [400, 401, 403, 409, 422, 429, 501])
      expect(shouldRetry(true, status, 0)).toBe(false);
    expect(shouldRetry(true, undefined, 0)).toBe(false);
    expect(shouldRetry(false, 503, 0)).toBe(false);
    expect(shouldRetry(undefined, 503, 0)).toBe(false);
  });

  it('stops after three retries', () => {
    expect(shouldRetry(true, 503, 2)).toBe(true);
    expect(shouldRetry(true, 503, 3)).toBe(false);
    expect(shouldRetry(true, 503, 4)).toBe(false);
  });

  it('waits a little longer each time', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([300, 600, 900]);
  });
});
