/**
 * One limiter per carrier channel in the process: every call of that channel takes the next free slot,
 * slots `1000 / ratePerSecond` ms apart (plus a small margin), so a batch never sends more than the
 * carrier's published limit in any second, even when its arrivals jitter by a few milliseconds.
 * Evenly spaced slots rather than a bucket with a burst: a burst of N then N more a second later can
 * land N + 1 calls inside one second at the carrier.
 */
const MARGIN = 1.02;

export interface ChannelLimiter {
  /** Waits for this call's slot. */
  acquire(): Promise<void>;
  /** The carrier asked us to slow down (429): no call of the channel starts before `untilMs`. */
  pauseUntil(untilMs: number): void;
}

interface State {
  ratePerSecond: number;
  nextSlotMs: number;
}

const limiters = new Map<string, State>();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The channel's limiter (shared by every CarrierHttp made for that carrier and channel). */
export function channelLimiter(key: string, ratePerSecond: number | undefined): ChannelLimiter {
  let state = limiters.get(key);
  if (!state) {
    state = { ratePerSecond: ratePerSecond ?? 0, nextSlotMs: 0 };
    limiters.set(key, state);
  }
  // The latest declared rate wins (an adapter update in the same process).
  if (ratePerSecond !== undefined) state.ratePerSecond = ratePerSecond;
  const s = state;
  return {
    async acquire() {
      const now = Date.now();
      const slot = Math.max(now, s.nextSlotMs);
      if (s.ratePerSecond > 0) s.nextSlotMs = slot + (1000 / s.ratePerSecond) * MARGIN;
      else s.nextSlotMs = Math.max(s.nextSlotMs, slot);
      if (slot > now) await sleep(slot - now);
    },
    pauseUntil(untilMs) {
      s.nextSlotMs = Math.max(s.nextSlotMs, untilMs);
    },
  };
}

/** Forgets every limiter (tests that reuse channel ids). */
export function resetChannelLimiters(): void {
  limiters.clear();
}
