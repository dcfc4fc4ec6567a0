import type { JobView, Locale } from '@shiplabel/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { hasMessage, t } from '../../lib/i18n/index.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { blobStore } from '../files/blob-store.ts';
import type { JobItemStatus } from './job-handlers.ts';
import { jobAlreadyEnded, jobFileNotReady, jobHasNoFile, jobNotFound } from './jobs.errors.ts';
import type { JobItemsQuery } from './jobs.schemas.ts';
import { jobItems } from './jobs.table.ts';
import { cancelJob, jobOf } from './queue.ts';

/** Whose jobs: a customer's own (`userId`), or any job for the back office (`userId` undefined). */
export interface JobScope {
  id: string;
  userId?: string;
}

/** A job's failure reads in the caller's language when it is one of our message keys. */
const inLanguage = (locale: Locale, view: JobView): JobView => ({
  ...view,
  error: view.error && hasMessage(view.error) ? t(locale, view.error) : view.error,
});

async function viewOf(deps: Pick<AppDeps, 'db'>, scope: JobScope): Promise<JobView> {
  const view = await jobOf(deps.db, scope);
  if (!view) throw jobNotFound();
  return view;
}

/** GET .../jobs/:id: progress (total, done, failed), status and result. */
export async function jobProgress(deps: Pick<AppDeps, 'db'>, scope: JobScope, locale: Locale) {
  return inLanguage(locale, await viewOf(deps, scope));
}

/** GET .../jobs/:id/items: a page of the job's items in seq order, optionally of one status. */
export async function jobItemsPage(deps: Pick<AppDeps, 'db'>, scope: JobScope, query: JobItemsQuery) {
  await viewOf(deps, scope);
  const where = and(
    eq(jobItems.jobId, scope.id),
    query.status === undefined ? undefined : eq(jobItems.status, query.status),
  );
  const [rows, [count]] = await Promise.all([
    deps.db
      .select({
        seq: jobItems.seq,
        ref: jobItems.ref,
        status: jobItems.status,
        errorCode: jobItems.errorCode,
        message: jobItems.message,
        result: jobItems.result,
      })
      .from(jobItems)
      .where(where)
      .orderBy(asc(jobItems.seq))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(jobItems).where(where),
  ]);
  const list = rows.map((row) => ({
    ...row,
    status: row.status as JobItemStatus,
    result: row.result ?? null,
  }));
  return toPage(list, Number(count?.n ?? 0), query);
}

/**
 * POST .../jobs/:id/cancel: a queued job never starts, a running one stops at its next item (items
 * already finished keep their outcome). A job that has already ended answers 409 with its status.
 */
export async function cancelJobOf(deps: Pick<AppDeps, 'db' | 'clock'>, scope: JobScope, locale: Locale) {
  // Scoped like the view: another user's job is canceled by nobody and then reads as not found.
  const canceled = await cancelJob(deps, scope);
  const view = await viewOf(deps, scope);
  if (!canceled) throw jobAlreadyEnded(view.status);
  return inLanguage(locale, view);
}

/** GET .../jobs/:id/download: the file a finished job produced (`result.blobId`, named `result.filename`). */
export async function jobFile(deps: Pick<AppDeps, 'db'>, scope: JobScope) {
  const view = await viewOf(deps, scope);
  if (view.status === 'queued' || view.status === 'running') throw jobFileNotReady(view.status);
  const blobId = view.result?.blobId;
  if (view.status !== 'done' || typeof blobId !== 'string') throw jobHasNoFile();
  const blob = await blobStore(deps.db).read(blobId);
  if (!blob) throw jobHasNoFile();
  const filename = typeof view.result?.filename === 'string' ? view.result.filename : blob.filename;
  return { bytes: blob.bytes, filename, mimeType: blob.mimeType };
}
