import type { PeriodicJob } from '../../lib/jobs.ts';
import { purgeExpiredCodes } from './registration.repository.ts';

/** Expired sign-up codes are kept a day (support questions), then deleted; every process runs this hourly. */
export const REGISTRATION_JOBS: PeriodicJob[] = [
  {
    name: 'registration-codes-purge',
    intervalMs: 3_600_000,
    run: async (deps) => {
      const purged = await purgeExpiredCodes(deps.db, new Date(deps.clock().getTime() - 86_400_000));
      return purged > 0 ? { purged } : null;
    },
  },
];
