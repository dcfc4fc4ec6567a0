import type { Page, UserLogItem } from '@shiplabel/shared';
import { http } from '../../app/http/request.ts';
import { type UserLogFilters, userLogQuery } from './userLogs.ts';

/** The user logs (issue 13, back office, resource adminChannel): the audit log of every mutation and refusal. */
export const auditApi = {
  list: (filters: UserLogFilters, paging: { pageNum: number; pageSize: number }) =>
    http.get<Page<UserLogItem>>('/admin/userLogs/list', { params: userLogQuery(filters, paging) }),
  download: (filters: UserLogFilters) =>
    http.download('/admin/userLogs/down', { params: userLogQuery(filters) }),
};
