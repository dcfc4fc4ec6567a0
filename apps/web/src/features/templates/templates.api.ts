import type { PackageTemplate, Page, packageTemplateInputSchema } from '@shiplabel/shared';
import type { z } from 'zod';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

export type PackageTemplateInput = z.input<typeof packageTemplateInputSchema>;

export interface TemplateQuery {
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

const BASE = '/app/packageTemplate';

/** Package templates (docs/orders-api.md): the settings list and the order form's "fill from template". */
export const templatesApi = {
  list: (query: TemplateQuery) =>
    http.get<Page<PackageTemplate>>(`${BASE}/list`, {
      params: query.keyword ? query : { pageNum: query.pageNum, pageSize: query.pageSize },
    }),
  create: (input: PackageTemplateInput, key: string) =>
    http.post<PackageTemplate>(`${BASE}/create`, input, idempotent(key)),
  update: (id: string, input: PackageTemplateInput) =>
    http.post<PackageTemplate>(`${BASE}/update/${id}`, input),
  remove: (id: string) => http.post<null>(`${BASE}/delete/${id}`),
};
