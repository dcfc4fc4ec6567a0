import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelLimiter, resetChannelLimiters } from './rate-limiter.ts';

describe('channel rate limiter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetChannelLimiters();
  });
  afterEach(() => vi.useRealTimers());

  /** How many of `n` acquisitions have gone through after `ms` of (fake) time. */
  async function releasedAfter(limiter: ReturnType<typeof channelLimiter>, n: number, ms: number) {
    let done = 0;
    for (let i = 0; i < n; i++) void limiter.acquire().then(() => done++);
    await vi.advanceTimersByTimeAsync(ms);
    return done;
  }

  it('spaces a per-second limit evenly: 10 a second lets 10 through in a second, not 20', async () => {
    const limiter = channelLimiter('ups:a', 10);
    expect(await releasedAfter(limiter, 20, 1_000)).toBeGreaterThanOrEqual(9);
    expect(await releasedAfter(limiter, 0, 0)).toBeLessThanOrEqual(11);
  });

  it('lets an hourly quota (60 an hour) go at once, then waits for the oldest call to be an hour old', async () => {
    const limiter = channelLimiter('usps:a', 60 / 3600);
    expect(await releasedAfter(limiter, 61, 1_000)).toBe(60);
    let late = false;
    void limiter.acquire().then(() => {
      late = true;
    });
    await vi.advanceTimersByTimeAsync(3_590_000);
    expect(late).toBe(false);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(late).toBe(true);
  });

  it('holds every call of the channel after a 429 until the time the carrier named', async () => {
    const limiter = channelLimiter('usps:b', 60 / 3600);
    limiter.pauseUntil(Date.now() + 5_000);
    expect(await releasedAfter(limiter, 3, 4_000)).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await releasedAfter(limiter, 0, 0)).toBe(0);
  });
});
