import type { UserLogFilter } from '@shiplabel/shared';
import { aliasedTable, and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { likePattern } from '../../lib/pagination.ts';
import { isUuid } from '../../lib/validation.ts';
import { apiKeys } from '../api-keys/api-keys.table.ts';
import { users } from '../users/users.table.ts';
import { auditLogs } from './audit.table.ts';

const actor = aliasedTable(users, 'actor');
const operator = aliasedTable(users, 'operator');

/** Ids of the people whose e-mail, nickname or real name contains `text` (or whose id it is). */
function peopleMatching(text: string) {
  const pattern = likePattern(text);
  const byName = sql`(select ${users.id} from ${users} where ${or(
    ilike(users.email, pattern),
    ilike(users.nickName, pattern),
    ilike(users.realName, pattern),
  )})`;
  return isUuid(text) ? sql`(${byName} union select ${text}::uuid)` : byName;
}

/** Outcome by status class (shared USER_LOG_OUTCOMES). */
const OUTCOME: Record<NonNullable<UserLogFilter['outcome']>, SQL> = {
  success: sql`${auditLogs.statusCode} < 400`,
  refused: sql`${auditLogs.statusCode} between 400 and 499`,
  error: sql`${auditLogs.statusCode} >= 500`,
};

function conditions(f: UserLogFilter, timeZone: string): SQL | undefined {
  const t = auditLogs;
  return and(
    f.person ? inArray(t.userId, peopleMatching(f.person)) : undefined,
    f.impersonator ? inArray(t.impersonatorId, peopleMatching(f.impersonator)) : undefined,
    f.apiKey
      ? inArray(
          t.apiKeyId,
          sql`(select ${apiKeys.id} from ${apiKeys} where ${or(
            ilike(apiKeys.name, likePattern(f.apiKey)),
            ilike(apiKeys.prefix, likePattern(f.apiKey)),
          )})`,
        )
      : undefined,
    f.route ? or(ilike(t.route, likePattern(f.route)), ilike(t.url, likePattern(f.route))) : undefined,
    f.outcome ? OUTCOME[f.outcome] : undefined,
    // Days are business days (BUSINESS_TZ), both ends included.
    f.from ? gte(t.at, sql`(${f.from}::date)::timestamp at time zone ${timeZone}`) : undefined,
    f.to ? lt(t.at, sql`(${f.to}::date + 1)::timestamp at time zone ${timeZone}`) : undefined,
  );
}

const columns = {
  id: auditLogs.id,
  at: auditLogs.at,
  userId: auditLogs.userId,
  userEmail: actor.email,
  userNickName: actor.nickName,
  userRealName: actor.realName,
  impersonatorId: auditLogs.impersonatorId,
  impersonatorEmail: operator.email,
  impersonatorNickName: operator.nickName,
  impersonatorRealName: operator.realName,
  apiKeyId: auditLogs.apiKeyId,
  apiKeyName: apiKeys.name,
  apiKeyPrefix: apiKeys.prefix,
  method: auditLogs.method,
  route: auditLogs.route,
  url: auditLogs.url,
  targetIds: auditLogs.targetIds,
  statusCode: auditLogs.statusCode,
  errorCode: auditLogs.errorCode,
  ip: auditLogs.ip,
};

/** The log has no foreign keys: a deleted user's rows keep the id and find no name. */
export async function findUserLogs(
  db: Database,
  filter: UserLogFilter,
  timeZone: string,
  page: { limit: number; offset: number; withTotal: boolean },
) {
  const where = conditions(filter, timeZone);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(auditLogs)
      .leftJoin(actor, eq(actor.id, auditLogs.userId))
      .leftJoin(operator, eq(operator.id, auditLogs.impersonatorId))
      .leftJoin(apiKeys, eq(apiKeys.id, auditLogs.apiKeyId))
      .where(where)
      .orderBy(desc(auditLogs.at), desc(auditLogs.id))
      .limit(page.limit)
      .offset(page.offset),
    page.withTotal ? db.select({ n: count() }).from(auditLogs).where(where) : Promise.resolve([{ n: 0 }]),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}
export type UserLogRow = Awaited<ReturnType<typeof findUserLogs>>['rows'][number];
