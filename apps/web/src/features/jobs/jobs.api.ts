import type { Page } from '@shiplabel/shared';
import { http } from '../../app/http/request.ts';
import type { JobItem, JobItemStatus, JobView } from './jobs.ts';

/** Who asks: a customer sees their own jobs (/app), the back office any job (/admin). */
export type JobSource = 'customer' | 'admin';

/** The jobs' route prefix of a side, e.g. `/app/jobs`. */
export const jobsRoot = (source: JobSource) => (source === 'admin' ? '/admin/jobs' : '/app/jobs');

export interface JobItemsQuery {
  status?: JobItemStatus;
  pageNum: number;
  pageSize: number;
}

/** Background jobs (issue 6, apps/server/src/modules/jobs/jobs.contract.md): progress, items, cancel. */
export const jobsApi = {
  job: <R = Record<string, unknown>>(source: JobSource, id: string) =>
    http.get<JobView<R>>(`${jobsRoot(source)}/${id}`),
  items: <R = Record<string, unknown>>(source: JobSource, id: string, query: JobItemsQuery) =>
    http.get<Page<JobItem<R>>>(`${jobsRoot(source)}/${id}/items`, { params: query }),
  cancel: (source: JobSource, id: string) => http.post<unknown>(`${jobsRoot(source)}/${id}/cancel`),
};
