/**
 * One limiter per carrier channel in the process: the channel's calls are released one after another,
 * each at least `1000 / ratePerSecond` ms (plus a small margin) after the previous one actually left, so
 * a batch never sends more than the carrier's published limit in any second. Spacing is measured from
 * the previous release, not from a planned slot: when the event loop is late, planned slots would all
 * fire together and bunch up at the carrier. (A bucket with a burst allows N, then N more a second later:
 * N + 1 can land inside one second at the carrier.)
 *
 * A quota slower than one call a second (USPS's default products: 60 calls an hour) is a sliding window
 * instead: up to the hour's quota may go at once, then each call waits until the oldest of the last hour
 * is an hour old. Evenly spaced, a 60-an-hour channel would make every second call wait a minute.
 */
const MARGIN = 1.03;
const QUOTA_WINDOW_MS = 3_600_000;

export interface ChannelLimiter {
  /** Waits for this call's turn. */
  acquire(): Promise<void>;
  /** The carrier asked us to slow down (429): no call of the channel starts before `untilMs`. */
  pauseUntil(untilMs: number): void;
}

interface State {
  ratePerSecond: number;
  lastReleaseMs: number;
  pausedUntilMs: number;
  /** The release of the last call in line. */
  tail: Promise<void>;
  /** Release times within the last window (sliding-window quotas only), oldest first. */
  recent: number[];
}

const limiters = new Map<string, State>();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How many calls a sub-one-per-second rate allows per window, or null for per-second spacing. */
const windowQuota = (ratePerSecond: number) =>
  ratePerSecond > 0 && ratePerSecond < 1
    ? Math.max(1, Math.floor((ratePerSecond * QUOTA_WINDOW_MS) / 1000))
    : null;

async function releaseInWindow(s: State, quota: number): Promise<void> {
  for (;;) {
    const now = Date.now();
    while (s.recent.length > 0 && s.recent[0]! <= now - QUOTA_WINDOW_MS) s.recent.shift();
    const at = Math.max(s.pausedUntilMs, s.recent.length < quota ? now : s.recent[0]! + QUOTA_WINDOW_MS);
    if (at <= now) break;
    await sleep(at - now);
  }
  s.lastReleaseMs = Date.now();
  s.recent.push(s.lastReleaseMs);
}

async function release(s: State): Promise<void> {
  const quota = windowQuota(s.ratePerSecond);
  if (quota !== null) return releaseInWindow(s, quota);
  for (;;) {
    const gap = s.ratePerSecond > 0 ? (1000 / s.ratePerSecond) * MARGIN : 0;
    const at = Math.max(s.lastReleaseMs + gap, s.pausedUntilMs);
    const now = Date.now();
    if (at <= now) break;
    // Re-checked after waking: a 429 may have paused the channel meanwhile.
    await sleep(at - now);
  }
  s.lastReleaseMs = Date.now();
}

/** The channel's limiter (shared by every CarrierHttp made for that carrier and channel). */
export function channelLimiter(key: string, ratePerSecond: number | undefined): ChannelLimiter {
  let state = limiters.get(key);
  if (!state) {
    state = { ratePerSecond: 0, lastReleaseMs: 0, pausedUntilMs: 0, tail: Promise.resolve(), recent: [] };
    limiters.set(key, state);
  }
  // The latest declared rate wins (an adapter updated in the same process).
  if (ratePerSecond !== undefined) state.ratePerSecond = ratePerSecond;
  const s = state;
  return {
    acquire() {
      if (s.ratePerSecond <= 0 && s.pausedUntilMs <= Date.now()) return Promise.resolve();
      const turn = s.tail.then(() => release(s));
      s.tail = turn;
      return turn;
    },
    pauseUntil(untilMs) {
      s.pausedUntilMs = Math.max(s.pausedUntilMs, untilMs);
    },
  };
}

/** Forgets every limiter (tests that reuse channel ids). */
export function resetChannelLimiters(): void {
  limiters.clear();
}
