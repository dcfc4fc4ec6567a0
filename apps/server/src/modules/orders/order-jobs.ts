import type { PeriodicJob } from '../../lib/jobs.ts';

/** Orders' background jobs (placement recovery, deposit release); the placement slice fills this list. */
export const ORDER_JOBS: PeriodicJob[] = [];
