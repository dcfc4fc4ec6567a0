import type {
  AdminRegisterInput,
  AdminUpdateInput,
  AdminUser,
  AdminUserDetail,
  Page,
  SellerRow,
  UserKind,
} from '@shiplabel/shared';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

/** The list filters as the query string carries them (empty values left out). */
export interface UserFilter {
  keyword?: string;
  status?: number;
  kind?: UserKind;
  sellerId?: string;
  registeredFrom?: string;
  registeredTo?: string;
  balanceMin?: string;
  balanceMax?: string;
  sortBy?: 'createdAt' | 'email' | 'balance';
  sortOrder?: 'asc' | 'desc';
}

const params = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

type Paged<T> = T & { pageNum: number; pageSize: number };

/**
 * User management (issue 13). list and detail are open to adminList and to sellers (sellerCustomers, their
 * own customers only); everything else needs adminList, and the pages hide it from sellers.
 */
export const usersApi = {
  list: (query: Paged<UserFilter>) => http.get<Page<AdminUser>>('/admin/list', { params: params(query) }),
  detail: (id: string) => http.get<AdminUserDetail>(`/admin/${id}`),
  download: (filter: UserFilter) => http.download('/admin/down', { params: params(filter) }),
  register: (input: AdminRegisterInput, key: string) =>
    http.post<AdminUser>('/admin/register', input, idempotent(key)),
  update: (id: string, input: AdminUpdateInput) => http.post<AdminUser>(`/admin/update/${id}`, input),
  setStatus: (id: string, status: number) => http.post<AdminUser>(`/admin/updateStatus/${id}`, { status }),
  remove: (id: string) => http.post<null>(`/admin/delete/${id}`),
  sellers: (query: Paged<{ keyword?: string }>) =>
    http.get<Page<SellerRow>>('/admin/list/seller', { params: params(query) }),
  reassign: (userIds: string[], sellerId: string | null) =>
    http.post<{ updated: number }>('/admin/update/seller', { userIds, sellerId }),
  warehouses: (query: Paged<Omit<UserFilter, 'kind'>>) =>
    http.get<Page<AdminUser>>('/admin/pageOWUser', { params: params(query) }),
  downloadWarehouses: (filter: Omit<UserFilter, 'kind'>) =>
    http.download('/admin/overSeasDown', { params: params(filter) }),
};
