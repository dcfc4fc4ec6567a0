import type { PeriodicJob } from '../../lib/jobs.ts';
import { releaseDueDeposits } from './deposits.usecases.ts';
import { recoverPlacements } from './placement-recovery.ts';

/**
 * Orders' background jobs. Every instance runs them; each is safe concurrently (claims by
 * compare-and-set, idempotent ledger keys). Recovery looks often because the query is one indexed scan of
 * the orders being placed; how old an order must be is ORDER_RECOVERY_GRACE_SECONDS.
 */
export const ORDER_JOBS: PeriodicJob[] = [
  { name: 'order-placement-recovery', intervalMs: 5_000, run: recoverPlacements },
  { name: 'order-deposit-release', intervalMs: 10 * 60_000, run: releaseDueDeposits },
];
