import type { PeriodicJob } from '../../lib/jobs.ts';

/** Tracking's background jobs (refresh of parcels in transit); the tracking slice fills this list. */
export const TRACKING_JOBS: PeriodicJob[] = [];
