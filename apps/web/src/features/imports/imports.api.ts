import type { ImportCreateDraftsResult, ImportRow, ImportSummary, Locale, Page } from '@shiplabel/shared';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';
import { saveBlob } from '../orders/downloads/downloads.api.ts';
import { filenameOf } from '../orders/downloads/downloads.ts';

export type RowFilter = 'all' | 'invalid' | 'valid';

/** Order import (issue 6): template, upload (validates only), rows with their problems, drafts. */
export const importsApi = {
  async template(locale: Locale) {
    const res = await http.download('/app/order/import/template', { params: { locale } });
    saveBlob(res.data, filenameOf(res.headers['content-disposition'] as string | undefined, 'template.xlsx'));
  },
  upload(file: File, onProgress?: (percent: number) => void) {
    const form = new FormData();
    form.append('file', file);
    return http.post<ImportSummary>('/app/order/import/upload', form, {
      timeout: 0,
      onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
    });
  },
  summary: (id: string) => http.get<ImportSummary>(`/app/order/import/${id}`),
  rows: (id: string, query: { filter: RowFilter; pageNum: number; pageSize: number }) =>
    http.get<Page<ImportRow>>(`/app/order/import/${id}/rows`, { params: query }),
  createDrafts: (id: string, key: string) =>
    http.post<ImportCreateDraftsResult>(
      `/app/order/import/${id}/createDrafts`,
      {},
      idempotent(key, { timeout: 0 }),
    ),
};
