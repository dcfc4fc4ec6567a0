import type { ResourceCategoryInput, ResourceInput } from '@shiplabel/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rbacApi } from '../rbac.api.ts';
import { rbacKeys } from './useRoles.ts';

export function useCategories() {
  return useQuery({ queryKey: rbacKeys.categories, queryFn: rbacApi.categories });
}

export function useResources(query: { categoryId?: string; keyword?: string } = {}) {
  return useQuery({ queryKey: [...rbacKeys.resources, query], queryFn: () => rbacApi.resources(query) });
}

/** Categories carry resource counts, resources carry categories: refresh both after any change. */
function useInvalidateResources() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: rbacKeys.categories }),
      client.invalidateQueries({ queryKey: rbacKeys.resources }),
    ]);
}

export function useSaveCategory() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ResourceCategoryInput }) =>
      id ? rbacApi.updateCategory(id, input) : rbacApi.createCategory(input),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateResources();
  return useMutation({ mutationFn: (id: string) => rbacApi.deleteCategory(id), onSuccess: invalidate });
}

export function useSaveResource() {
  const invalidate = useInvalidateResources();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ResourceInput }) =>
      id ? rbacApi.updateResource(id, input) : rbacApi.createResource(input),
    onSuccess: invalidate,
  });
}

export function useDeleteResource() {
  const invalidate = useInvalidateResources();
  return useMutation({ mutationFn: (id: string) => rbacApi.deleteResource(id), onSuccess: invalidate });
}
