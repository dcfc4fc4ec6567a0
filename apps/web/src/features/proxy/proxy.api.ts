import type {
  AdminProxy,
  AdminProxyUpdate,
  Page,
  ProxyMarkupInput,
  ProxyMarkupJson,
  ProxySubAccount,
  ProxySubOrder,
  proxySubAccountsSchema,
} from '@shiplabel/shared';
import type { z } from 'zod';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

export type SubAccountsView = z.infer<typeof proxySubAccountsSchema>;
export type { ProxySubAccount };

export interface PeriodQuery {
  from?: string;
  to?: string;
}

const defined = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

/** Proxy users (issue 13): the proxy's own screen and the back office's (docs/proxy-users.md). */
export const proxyApi = {
  subAccounts: (query: PeriodQuery & { keyword?: string; pageNum: number; pageSize: number }) =>
    http.get<SubAccountsView>('/app/proxy/subAccounts', { params: defined(query) }),
  subOrders: (id: string, query: PeriodQuery & { pageNum: number; pageSize: number }) =>
    http.get<Page<ProxySubOrder>>(`/app/proxy/subAccounts/${id}/orders`, { params: defined(query) }),
  setMarkup: (input: ProxyMarkupInput, key: string) =>
    http.post<ProxyMarkupJson[]>('/app/proxy/markup', input, idempotent(key)),
  proxies: (query: { keyword?: string; status?: number; pageNum: number; pageSize: number }) =>
    http.get<Page<AdminProxy>>('/admin/getPoxyUserList', { params: defined(query) }),
  customerOptions: (keyword: string) =>
    http.get<{ id: string; email: string; nickName: string }[]>('/admin/proxy/customerOptions', {
      params: defined({ keyword }),
    }),
  update: (id: string, input: AdminProxyUpdate, key: string) =>
    http.post<AdminProxy>(`/admin/proxyUpdate/${id}`, input, idempotent(key)),
};
