import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PackageTemplateInput, type TemplateQuery, templatesApi } from '../templates.api.ts';

export const templateKeys = { all: ['packageTemplates'] as const };

export function usePackageTemplateList(query: TemplateQuery) {
  return useQuery({
    queryKey: [...templateKeys.all, query],
    queryFn: () => templatesApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useSavePackageTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, key }: { id?: string; input: PackageTemplateInput; key: string }) =>
      id ? templatesApi.update(id, input) : templatesApi.create(input, key),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export function useDeletePackageTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => templatesApi.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
