import type { MailOutboxItem, MailOutboxQuery, MailStatus, Page } from '@shiplabel/shared';
import { exponentialBackoffMs } from '../../lib/backoff.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { toPage } from '../../lib/pagination.ts';
import { enqueueSingletonJob } from '../jobs/queue.ts';
import {
  claimDueMails,
  insertMail,
  markAttemptFailed,
  markSent,
  type NewMail,
  pageMails,
} from './mail.repository.ts';
import type { MailRow } from './mail.table.ts';
import { type MailTransport, mailTransport } from './mail.transport.ts';

/** The queue job that sends due mails: at most one queued or running at a time, system-wide. */
export const MAIL_SEND_KIND = 'mail.send';
/** How long sent and failed mails stay in the outbox (the periodic purge in mail.jobs.ts). */
export const MAIL_RETENTION_DAYS = 30;
/** Attempts before a mail is given up (status failed, its last error kept). */
export const MAIL_MAX_ATTEMPTS = 5;
/** A sender holds a claimed mail this long; a crashed sender's mails are taken again afterwards. */
const CLAIM_MS = 120_000;
const BATCH = 20;
/** Mails one job run sends at most; the rest wait for the next run (bounded work per job). */
const MAX_PER_RUN = 500;

/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min... capped at one hour. */
export const retryDelayMs = (attempt: number) => exponentialBackoffMs(attempt, 30_000, 3_600_000);

export type MailInput = Omit<NewMail, 'html'> & { html?: string };

/**
 * Queues one e-mail for the sender job and asks the queue for a sender run, so it goes out within a
 * worker poll. Features call this after their own transaction has committed.
 */
export async function enqueueMail(deps: Pick<AppDeps, 'db' | 'clock'>, mail: MailInput): Promise<MailRow> {
  const row = await insertMail(
    deps.db,
    { ...mail, to: mail.to.trim().toLowerCase(), html: mail.html ?? '' },
    deps.clock(),
  );
  await enqueueSingletonJob(deps, { kind: MAIL_SEND_KIND });
  return row;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000);

/**
 * Sends every due mail (a batch claimed at a time) through the configured transport. A failure is
 * recorded on the mail and retried later with a growing delay; after MAIL_MAX_ATTEMPTS it is failed for
 * good. Returns null when there was nothing to send.
 */
export async function sendDueMails(
  deps: AppDeps,
  transport: MailTransport = mailTransport(deps.config),
): Promise<{ sent: number; retrying: number; failed: number } | null> {
  const outcome = { sent: 0, retrying: 0, failed: 0 };
  for (let handled = 0; handled < MAX_PER_RUN; ) {
    const now = deps.clock();
    const claimed = await claimDueMails(deps.db, {
      now,
      lockUntil: new Date(now.getTime() + CLAIM_MS),
      limit: BATCH,
    });
    for (const mail of claimed) {
      try {
        await transport.send(mail);
        await markSent(deps.db, mail.id, transport.name, deps.clock());
        outcome.sent++;
      } catch (error) {
        const giveUp = mail.attempts >= MAIL_MAX_ATTEMPTS;
        const retryAt = giveUp ? null : new Date(deps.clock().getTime() + retryDelayMs(mail.attempts));
        await markAttemptFailed(deps.db, mail.id, { error: errorText(error), retryAt });
        if (giveUp) outcome.failed++;
        else outcome.retrying++;
      }
    }
    handled += claimed.length;
    if (claimed.length < BATCH) break;
  }
  return outcome.sent + outcome.retrying + outcome.failed > 0 ? outcome : null;
}

export const toOutboxItem = (row: MailRow): MailOutboxItem => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  templateKey: row.templateKey,
  locale: row.locale,
  status: row.status as MailStatus,
  transport: row.transport,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
});

/** GET /admin/mail/outbox: what went out (or is waiting, or failed), newest first. */
export async function outboxPage(
  deps: Pick<AppDeps, 'db'>,
  query: MailOutboxQuery,
): Promise<Page<MailOutboxItem>> {
  const { rows, total } = await pageMails(deps.db, query);
  return toPage(rows.map(toOutboxItem), total, query);
}
