import type { MailOutboxQuery } from '@shiplabel/shared';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { likePattern, pageOffset } from '../../lib/pagination.ts';
import { type MailRow, mailOutbox } from './mail.table.ts';

export type NewMail = Pick<MailRow, 'to' | 'subject' | 'text' | 'html' | 'templateKey' | 'locale'>;

export async function insertMail(db: Database, mail: NewMail, now: Date): Promise<MailRow> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, status: 'queued', nextAttemptAt: now, createdAt: now })
    .returning();
  return row!;
}

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Is any queued mail due (so the periodic check only queues a sender job when there is work)? */
export async function hasDueMail(db: Database, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'queued'),
        sql`${mailOutbox.nextAttemptAt} <= ${iso(now)}`,
        sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < ${iso(now)})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Takes up to `limit` due mails for this sender: locks them until `lockUntil` and counts the attempt,
 * in one statement; SKIP LOCKED lets senders of several instances take different rows.
 */
export async function claimDueMails(
  db: Database,
  opts: { now: Date; lockUntil: Date; limit: number },
): Promise<MailRow[]> {
  const due = sql`select ${mailOutbox.id} from ${mailOutbox}
    where ${mailOutbox.status} = 'queued' and ${mailOutbox.nextAttemptAt} <= ${iso(opts.now)}
      and (${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < ${iso(opts.now)})
    order by ${mailOutbox.nextAttemptAt} limit ${opts.limit} for update skip locked`;
  return db
    .update(mailOutbox)
    .set({ lockedUntil: opts.lockUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(sql`${mailOutbox.id} in (${due})`)
    .returning();
}

export async function markSent(db: Database, id: string, transport: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', transport, sentAt: now, nextAttemptAt: null, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed attempt: retried at `retryAt`, or failed for good when it is null. */
export async function markAttemptFailed(
  db: Database,
  id: string,
  opts: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: opts.retryAt ? 'queued' : 'failed',
      lastError: opts.error,
      nextAttemptAt: opts.retryAt,
      lockedUntil: null,
    })
    .where(eq(mailOutbox.id, id));
}

export async function findMail(db: Database, id: string): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** The back office's outbox: newest first, by part of the address and by status. */
export async function pageMails(
  db: Database,
  q: MailOutboxQuery,
): Promise<{ rows: MailRow[]; total: number }> {
  const where = and(
    q.email ? ilike(mailOutbox.to, likePattern(q.email.toLowerCase())) : undefined,
    q.status ? eq(mailOutbox.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Deletes mails that ended (sent or failed) before `before`; returns how many. */
export async function purgeEndedMails(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(mailOutbox)
    .where(
      and(sql`${mailOutbox.status} in ('sent', 'failed')`, sql`${mailOutbox.createdAt} < ${iso(before)}`),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}
