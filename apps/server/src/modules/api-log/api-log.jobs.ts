import type { PeriodicJob } from '../../lib/jobs.ts';
import { purgeApiLog } from './api-log.usecases.ts';

/** The API log's housekeeping: the 90-day purge, hourly (a bounded delete on the created_at index). */
export const API_LOG_JOBS: PeriodicJob[] = [
  { name: 'carrier-api-log-purge', intervalMs: 60 * 60_000, run: purgeApiLog },
];
