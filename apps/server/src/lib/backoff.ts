/**
 * The wait before the next try after the `attempt`-th failure (1-based): `baseMs`, then doubled each time,
 * never more than `capMs`. Shared by every retry schedule kept in the database (mail, webhook deliveries,
 * store and ERP push-backs, ERP pulls), so they all grow the same way. No jitter: the retries are rows
 * with a due time, picked up by periodic sweeps, not many clients hammering one server at once.
 */
export function exponentialBackoffMs(attempt: number, baseMs: number, capMs: number): number {
  const steps = Math.max(0, Math.floor(attempt) - 1);
  // 2 ** 1024 is Infinity: cap the exponent first so huge attempt counts still answer capMs.
  return Math.min(baseMs * 2 ** Math.min(steps, 52), capMs);
}
