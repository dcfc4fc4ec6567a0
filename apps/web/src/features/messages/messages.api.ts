import type {
  Page,
  SysMessage,
  SysMessageAdmin,
  SysMessageCreate,
  SysMessageType,
  SysMessageUnread,
  SysMessageUserOption,
} from '@shiplabel/shared';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

export interface CentreQuery {
  type: SysMessageType;
  pageNum: number;
  pageSize: number;
}

/** System messages (issue 14): the caller's centre under /app/sysMessage, publishing under /admin/sysMessage. */
export const messagesApi = {
  list: (query: CentreQuery) => http.get<Page<SysMessage>>('/app/sysMessage/list', { params: query }),
  unread: () => http.get<SysMessageUnread>('/app/sysMessage/unread'),
  markRead: (ids: string[]) => http.post<{ updated: number }>('/app/sysMessage/read', { ids }),
  markAllRead: (type?: SysMessageType) =>
    http.post<{ updated: number }>('/app/sysMessage/readAll', type ? { type } : {}),
  published: (query: { pageNum: number; pageSize: number; type?: SysMessageType | undefined }) =>
    http.get<Page<SysMessageAdmin>>('/admin/sysMessage/list', {
      params: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)),
    }),
  publish: (input: SysMessageCreate, key: string) =>
    http.post<SysMessageAdmin>('/admin/sysMessage/create', input, idempotent(key)),
  remove: (ids: string[]) => http.post<{ deleted: number }>('/admin/sysMessage/delete', { ids }),
  roles: () => http.get<{ id: string; name: string }[]>('/admin/sysMessage/roles'),
  users: (keyword: string) =>
    http.get<SysMessageUserOption[]>('/admin/sysMessage/users', { params: { keyword } }),
};
