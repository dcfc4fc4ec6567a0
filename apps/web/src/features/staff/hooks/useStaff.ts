import type { StaffRegisterInput, StaffUpdateInput } from '@shiplabel/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type StaffFilter, staffApi } from '../staff.api.ts';

export const staffKeys = {
  list: ['staff', 'list'] as const,
  roles: ['staff', 'roles'] as const,
};

export function useStaffList(query: StaffFilter & { pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: [...staffKeys.list, query],
    queryFn: () => staffApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useRoleOptions(enabled: boolean) {
  return useQuery({ queryKey: staffKeys.roles, queryFn: staffApi.roles, enabled });
}

/** Every change refreshes the list (status, roles and profile all show in it). */
function useStaffMutation<V>(fn: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.list }),
  });
}

export const useSaveStaff = () =>
  useStaffMutation(
    (v: { id: string; input: StaffUpdateInput } | { input: StaffRegisterInput; key: string }) =>
      'key' in v ? staffApi.register(v.input, v.key) : staffApi.update(v.id, v.input),
  );
export const useStaffStatus = () =>
  useStaffMutation((v: { id: string; status: number }) => staffApi.setStatus(v.id, v.status));
export const useDeleteStaff = () => useStaffMutation((id: string) => staffApi.remove(id));
export const useSetStaffRoles = () =>
  useStaffMutation((v: { userId: string; roleIds: string[] }) => staffApi.setRoles(v.userId, v.roleIds));
