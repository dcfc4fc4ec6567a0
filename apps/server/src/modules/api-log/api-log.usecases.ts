import type { ApiLogDetail, ApiLogItem, ApiLogQuery, Page } from '@shiplabel/shared';
import { and, count, desc, eq, ilike, lt, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { likePattern, pageOffset, toPage } from '../../lib/pagination.ts';
import { channels } from '../channels/channels.table.ts';
import { carrierApiLogs } from './api-log.table.ts';

/** How long the log is kept (days); older rows are purged by the API_LOG_JOBS job. */
export const API_LOG_RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;

function conditions(q: ApiLogQuery, timeZone: string): SQL | undefined {
  const t = carrierApiLogs;
  const parts: (SQL | undefined)[] = [
    q.orderNo ? ilike(t.orderNo, likePattern(q.orderNo)) : undefined,
    q.requestType ? eq(t.requestType, q.requestType) : undefined,
    q.carrierCode ? eq(t.carrierCode, q.carrierCode) : undefined,
    q.success !== undefined ? eq(t.success, q.success) : undefined,
    // Days are business days (BUSINESS_TZ), both ends included.
    q.createdFrom
      ? sql`${t.createdAt} >= (${q.createdFrom}::date)::timestamp at time zone ${timeZone}`
      : undefined,
    q.createdTo
      ? sql`${t.createdAt} < (${q.createdTo}::date + 1)::timestamp at time zone ${timeZone}`
      : undefined,
  ];
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

const itemColumns = {
  id: carrierApiLogs.id,
  orderId: carrierApiLogs.orderId,
  orderNo: carrierApiLogs.orderNo,
  carrierCode: carrierApiLogs.carrierCode,
  channelId: carrierApiLogs.channelId,
  channelName: channels.name,
  requestType: carrierApiLogs.requestType,
  success: carrierApiLogs.success,
  errorCode: carrierApiLogs.errorCode,
  durationMs: carrierApiLogs.durationMs,
  createdAt: carrierApiLogs.createdAt,
};

const toItem = <T extends { createdAt: Date; channelName: string | null }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** One page of the log, newest first. */
export async function apiLogPage(deps: AppDeps & { query: ApiLogQuery }): Promise<Page<ApiLogItem>> {
  const where = conditions(deps.query, deps.config.businessTz);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(itemColumns)
      .from(carrierApiLogs)
      .leftJoin(channels, eq(channels.id, carrierApiLogs.channelId))
      .where(where)
      .orderBy(desc(carrierApiLogs.createdAt), desc(carrierApiLogs.id))
      .limit(deps.query.pageSize)
      .offset(pageOffset(deps.query)),
    deps.db.select({ n: count() }).from(carrierApiLogs).where(where),
  ]);
  return toPage(rows.map(toItem), total?.n ?? 0, deps.query);
}

/** One call with its (redacted) request and response. */
export async function apiLogDetail(db: Database, id: string): Promise<ApiLogDetail> {
  const [row] = await db
    .select({
      ...itemColumns,
      userId: carrierApiLogs.userId,
      request: carrierApiLogs.request,
      response: carrierApiLogs.response,
    })
    .from(carrierApiLogs)
    .leftJoin(channels, eq(channels.id, carrierApiLogs.channelId))
    .where(eq(carrierApiLogs.id, id));
  if (!row) throw notFound('apilog.not_found');
  return toItem(row);
}

/** Deletes rows older than the retention period; answers how many went. */
export async function purgeApiLog(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<{ deleted: number } | null> {
  const cutoff = new Date(deps.clock().getTime() - API_LOG_RETENTION_DAYS * DAY_MS);
  // Counted in the database: an hour of rating may be many thousands of rows, not worth sending back.
  const [row] = await rowsOf<{ n: number }>(
    deps.db.execute(
      sql`with gone as (delete from ${carrierApiLogs} where ${lt(carrierApiLogs.createdAt, cutoff)} returning 1)
          select count(*)::int as n from gone`,
    ),
  );
  // Nothing to report on a quiet run (the scheduler logs truthy results only).
  return row && row.n > 0 ? { deleted: row.n } : null;
}
