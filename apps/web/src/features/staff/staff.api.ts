import type { Page, Role, StaffRegisterInput, StaffRow, StaffUpdateInput } from '@shiplabel/shared';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

export interface StaffFilter {
  keyword?: string;
  status?: number;
  kind?: 'staff' | 'admin';
}

const params = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

/** Employee management (issue 13): every call needs staffList, as the page itself. */
export const staffApi = {
  list: (query: StaffFilter & { pageNum: number; pageSize: number }) =>
    http.get<Page<StaffRow>>('/staff/list', { params: params(query) }),
  download: (filter: StaffFilter) => http.download('/staff/down', { params: params(filter) }),
  register: (input: StaffRegisterInput, key: string) =>
    http.post<StaffRow>('/staff/register', input, idempotent(key)),
  update: (id: string, input: StaffUpdateInput) => http.post<StaffRow>(`/staff/update/${id}`, input),
  setStatus: (id: string, status: number) => http.post<StaffRow>(`/staff/updateStatus/${id}`, { status }),
  remove: (id: string) => http.post<null>(`/staff/delete/${id}`),
  /** GET /role/list is open to staffList holders (the role picker). */
  roles: () => http.get<Page<Role>>('/role/list', { params: { pageNum: 1, pageSize: 1000 } }),
  setRoles: (userId: string, roleIds: string[]) => http.post<null>('/staff/role/update', { userId, roleIds }),
};
