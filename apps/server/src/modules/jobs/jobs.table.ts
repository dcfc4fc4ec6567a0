import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The durable job queue (issue 6): batches, imports, large downloads. A job is claimed by one worker at a
 * time under a lease; a worker that dies stops renewing it and another worker resumes the job, skipping
 * the items already finished. Works the same on PGlite and PostgreSQL (claims use FOR UPDATE SKIP LOCKED).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** Who asked for it (their jobs only are visible to them); null for system jobs. */
    userId: uuid('user_id'),
    /** queued, running, done, failed, canceled */
    status: text('status').notNull().default('queued'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** What the job produced: e.g. { blobId, filename } of a download, counts of an import. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_claimable').on(t.runAfter).where(sql`status in ('queued', 'running')`),
    index('jobs_user').on(t.userId, t.createdAt),
  ],
);

/** The items of a batch job (e.g. one per order) with each one's own outcome. */
export const jobItems = pgTable(
  'job_items',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** What the item is about (an order id, a row number...). */
    ref: text('ref').notNull(),
    /** pending, done, failed */
    status: smallint('status').notNull().default(0),
    /** A stable error code and its message in the asker's language; or the item's result. */
    errorCode: text('error_code'),
    message: text('message'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The worker that claimed the item (kept once finished: who did it). Items are claimed a page at a
     * time under their own lease, so the workers of several processes can share one big batch.
     */
    lockedBy: text('locked_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
