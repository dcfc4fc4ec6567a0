import type { PeriodicJob } from '../../lib/jobs.ts';
import { enqueueSingletonJob, registerJobHandler } from '../jobs/queue.ts';
import { hasDueMail, purgeEndedMails } from './mail.repository.ts';
import { MAIL_RETENTION_DAYS, MAIL_SEND_KIND, sendDueMails } from './mail.usecases.ts';

registerJobHandler(MAIL_SEND_KIND, async (ctx) => (await sendDueMails(ctx.deps)) ?? undefined);

/**
 * enqueueMail() asks for a sender run at once; this check picks up what that leaves: retries whose
 * backoff has passed and mails of a sender that crashed. Every process looks every 15 seconds; the
 * singleton job keeps it to one sender run at a time.
 */
export const MAIL_JOBS: PeriodicJob[] = [
  {
    name: 'mail-retry',
    intervalMs: 15_000,
    run: async (deps) => {
      if (await hasDueMail(deps.db, deps.clock())) await enqueueSingletonJob(deps, { kind: MAIL_SEND_KIND });
      return null;
    },
  },
  {
    // Sent and failed mail stays readable in the outbox for MAIL_RETENTION_DAYS, then goes (codes in it
    // expired long before).
    name: 'mail-purge',
    intervalMs: 3_600_000,
    run: async (deps) => {
      const before = new Date(deps.clock().getTime() - MAIL_RETENTION_DAYS * 86_400_000);
      const purged = await purgeEndedMails(deps.db, before);
      return purged > 0 ? { purged } : null;
    },
  },
];
