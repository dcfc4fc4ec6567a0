import {
  type Locale,
  outcomeOfStatus,
  type Page,
  type UserLogFilter,
  type UserLogItem,
  type UserLogQuery,
} from '@shiplabel/shared';
import { wallClock } from '../../lib/business-time.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { t } from '../../lib/i18n/index.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { writeXlsx } from '../../lib/spreadsheet/write-xlsx.ts';
import { findUserLogs, type UserLogRow } from './user-logs.repository.ts';

/** The most rows one export holds (newest first); narrow the filters for older ones. */
export const USER_LOG_EXPORT_LIMIT = 50_000;

const nameOf = (nick: string | null, real: string | null, email: string | null) =>
  nick || real || email || null;

function person(id: string | null, email: string | null, nick: string | null, real: string | null) {
  if (!id) return null;
  return { id, email, name: email === null ? null : nameOf(nick, real, email) };
}

function toItem(row: UserLogRow): UserLogItem {
  return {
    id: row.id,
    at: row.at.toISOString(),
    user: person(row.userId, row.userEmail, row.userNickName, row.userRealName),
    impersonator: person(
      row.impersonatorId,
      row.impersonatorEmail,
      row.impersonatorNickName,
      row.impersonatorRealName,
    ),
    apiKey: row.apiKeyId ? { id: row.apiKeyId, name: row.apiKeyName, prefix: row.apiKeyPrefix } : null,
    method: row.method,
    route: row.route,
    url: row.url,
    targetIds: row.targetIds,
    statusCode: row.statusCode,
    outcome: outcomeOfStatus(row.statusCode),
    errorCode: row.errorCode,
    ip: row.ip,
  };
}

/** /maintenance/userLogs: the audit log, newest first, with the names of the people in it. */
export async function userLogsPage(deps: AppDeps & { query: UserLogQuery }): Promise<Page<UserLogItem>> {
  const { pageNum: _n, pageSize: _s, ...filter } = deps.query;
  const { rows, total } = await findUserLogs(deps.db, filter, deps.config.businessTz, {
    limit: deps.query.pageSize,
    offset: pageOffset(deps.query),
    withTotal: true,
  });
  return toPage(rows.map(toItem), total, deps.query);
}

/** The filtered log as xlsx (times in the business time zone), newest first. */
export async function userLogsWorkbook(deps: AppDeps & { filter: UserLogFilter; locale: Locale }) {
  const { rows } = await findUserLogs(deps.db, deps.filter, deps.config.businessTz, {
    limit: USER_LOG_EXPORT_LIMIT,
    offset: 0,
    withTotal: false,
  });
  const h = (key: string) => t(deps.locale, `userlogs.export.${key}`);
  const who = (p: UserLogItem['user']) =>
    p
      ? p.email === null
        ? t(deps.locale, 'userlogs.deleted_user', { id: p.id })
        : `${p.name} <${p.email}>`
      : '';
  // "CI (sl_live_abcd1234…)": the key's name and public prefix, never its secret.
  const keyLabel = (k: UserLogItem['apiKey']) =>
    k ? (k.prefix ? `${k.name} (${k.prefix}…)` : t(deps.locale, 'userlogs.deleted_key', { id: k.id })) : '';
  const items = rows.map(toItem);
  type Row = (typeof items)[number];
  return writeXlsx([
    {
      name: h('sheet'),
      columns: [
        {
          header: h('time'),
          type: 'date',
          width: 20,
          value: (r: Row) => wallClock(new Date(r.at), deps.config.businessTz),
        },
        { header: h('user'), width: 36, value: (r: Row) => who(r.user) },
        { header: h('userId'), width: 38, value: (r: Row) => r.user?.id ?? '' },
        { header: h('impersonator'), width: 36, value: (r: Row) => who(r.impersonator) },
        { header: h('method'), width: 9, value: (r: Row) => r.method },
        { header: h('route'), width: 36, value: (r: Row) => r.route ?? '' },
        { header: h('url'), width: 48, value: (r: Row) => r.url },
        { header: h('targets'), width: 40, value: (r: Row) => r.targetIds.join(', ') },
        { header: h('status'), type: 'int', value: (r: Row) => r.statusCode },
        { header: h('outcome'), value: (r: Row) => t(deps.locale, `userlogs.outcome.${r.outcome}`) },
        { header: h('errorCode'), width: 28, value: (r: Row) => r.errorCode ?? '' },
        { header: h('ip'), width: 16, value: (r: Row) => r.ip },
        { header: h('apiKey'), width: 36, value: (r: Row) => keyLabel(r.apiKey) },
      ],
      rows: items,
    },
  ]);
}
