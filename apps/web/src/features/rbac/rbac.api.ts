import type {
  Page,
  Resource,
  ResourceCategory,
  ResourceCategoryInput,
  ResourceInput,
  Role,
  RoleInput,
  RoleMember,
} from '@shiplabel/shared';
import { http } from '../../app/http/request.ts';

export interface RoleListQuery {
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

export interface UserOption {
  id: string;
  email: string;
  nickName: string;
  kind: string;
}

const withoutEmpty = <T extends object>(params: T) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

export const rbacApi = {
  roles: (query: RoleListQuery) => http.get<Page<Role>>('/role/list', { params: withoutEmpty(query) }),
  createRole: (input: RoleInput) => http.post<Role>('/role/create', input),
  updateRole: (id: string, input: RoleInput) => http.post<Role>(`/role/update/${id}`, input),
  deleteRole: (id: string) => http.post<unknown>(`/role/delete/${id}`),
  members: (roleId: string) => http.get<RoleMember[]>(`/role/members/${roleId}`),
  addMembers: (roleId: string, userIds: string[]) =>
    http.post<unknown>(`/role/members/${roleId}/add`, { userIds }),
  removeMembers: (roleId: string, userIds: string[]) =>
    http.post<unknown>(`/role/members/${roleId}/remove`, { userIds }),
  users: (keyword: string) =>
    http.get<UserOption[]>('/admin/allUserList', { params: withoutEmpty({ keyword }) }),

  categories: () => http.get<ResourceCategory[]>('/resource/category/list'),
  createCategory: (input: ResourceCategoryInput) =>
    http.post<ResourceCategory>('/resource/category/create', input),
  updateCategory: (id: string, input: ResourceCategoryInput) =>
    http.post<ResourceCategory>(`/resource/category/update/${id}`, input),
  deleteCategory: (id: string) => http.post<unknown>(`/resource/category/delete/${id}`),

  resources: (query: { categoryId?: string; keyword?: string } = {}) =>
    http.get<Resource[]>('/resource/list', { params: withoutEmpty(query) }),
  createResource: (input: ResourceInput) => http.post<Resource>('/resource/create', input),
  updateResource: (id: string, input: ResourceInput) => http.post<Resource>(`/resource/update/${id}`, input),
  deleteResource: (id: string) => http.post<unknown>(`/resource/delete/${id}`),
};
