import type { RoleInput } from '@shiplabel/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RoleListQuery, rbacApi } from '../rbac.api.ts';

export const rbacKeys = {
  roles: ['rbac', 'roles'] as const,
  members: (roleId: string) => ['rbac', 'members', roleId] as const,
  users: (keyword: string) => ['rbac', 'users', keyword] as const,
  categories: ['rbac', 'categories'] as const,
  resources: ['rbac', 'resources'] as const,
};

export function useRoleList(query: RoleListQuery) {
  return useQuery({
    queryKey: [...rbacKeys.roles, query],
    queryFn: () => rbacApi.roles(query),
    placeholderData: keepPreviousData,
  });
}

/** Create (no id) or update a role; the list refreshes either way. */
export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: RoleInput }) =>
      id ? rbacApi.updateRole(id, input) : rbacApi.createRole(input),
    onSuccess: () => client.invalidateQueries({ queryKey: rbacKeys.roles }),
  });
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => rbacApi.deleteRole(id),
    onSuccess: () => client.invalidateQueries({ queryKey: rbacKeys.roles }),
  });
}

export function useRoleMembers(roleId: string | undefined) {
  return useQuery({
    queryKey: rbacKeys.members(roleId ?? ''),
    queryFn: () => rbacApi.members(roleId!),
    enabled: Boolean(roleId),
  });
}

/** Adds or removes members; the member list and the roles' user counts refresh. */
export function useChangeMembers(roleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userIds }: { action: 'add' | 'remove'; userIds: string[] }) =>
      action === 'add' ? rbacApi.addMembers(roleId, userIds) : rbacApi.removeMembers(roleId, userIds),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rbacKeys.members(roleId) }),
        client.invalidateQueries({ queryKey: rbacKeys.roles }),
      ]),
  });
}

export function useUserSearch(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: rbacKeys.users(keyword),
    queryFn: () => rbacApi.users(keyword),
    enabled,
    placeholderData: keepPreviousData,
  });
}
