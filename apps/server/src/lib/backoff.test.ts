import { describe, expect, it } from 'vitest';
import { exponentialBackoffMs } from './backoff.ts';

describe('exponentialBackoffMs', () => {
  it('starts at the base and doubles after each failure', () => {
    expect([1, 2, 3, 4, 5].map((n) => exponentialBackoffMs(n, 60_000, 3_600_000))).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000,
    ]);
  });

  it('never waits longer than the cap, even after very many failures', () => {
    expect(exponentialBackoffMs(7, 60_000, 3_600_000)).toBe(3_600_000);
    expect(exponentialBackoffMs(20, 30_000, 3_600_000)).toBe(3_600_000);
    expect(exponentialBackoffMs(5_000, 1, 10)).toBe(10);
  });

  it('treats a first (or missing) attempt as the base wait', () => {
    expect(exponentialBackoffMs(0, 30_000, 3_600_000)).toBe(30_000);
    expect(exponentialBackoffMs(-3, 30_000, 3_600_000)).toBe(30_000);
  });
});
