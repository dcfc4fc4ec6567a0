import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../app/http/request.ts';
import { type JobItemsQuery, type JobSource, jobsApi } from './jobs.api.ts';
import { jobEnded } from './jobs.ts';

/** How often a running job is asked again. */
export const JOB_POLL_MS = 1_000;

export const jobKeys = {
  job: (source: JobSource, id: string) => ['jobs', source, id] as const,
  items: (source: JobSource, id: string, query?: JobItemsQuery) =>
    query ? (['jobs', source, id, 'items', query] as const) : (['jobs', source, id, 'items'] as const),
};

/**
 * A background job's progress, polled until it ends (done, failed or canceled). A refusal (an unknown job,
 * e.g. a stale link) is not asked again; a network failure is, less often.
 */
export function useJob<R = Record<string, unknown>>(source: JobSource, id: string) {
  return useQuery({
    queryKey: jobKeys.job(source, id),
    queryFn: () => jobsApi.job<R>(source, id),
    refetchInterval: (query) => {
      const error = query.state.status === 'error' ? query.state.error : null;
      if (error) return error instanceof ApiError && !error.transport ? false : JOB_POLL_MS * 5;
      return jobEnded(query.state.data) ? false : JOB_POLL_MS;
    },
  });
}

/**
 * A page of a job's items. While the job runs the page is polled (slower than the job: pages are bigger);
 * once the job has ended it is fetched once more and then kept.
 */
export function useJobItems<R = Record<string, unknown>>(
  source: JobSource,
  id: string,
  query: JobItemsQuery,
  running: boolean,
) {
  return useQuery({
    queryKey: [...jobKeys.items(source, id, query), running],
    queryFn: () => jobsApi.items<R>(source, id, query),
    placeholderData: keepPreviousData,
    refetchInterval: running ? JOB_POLL_MS * 2 : false,
  });
}

/** Cancels a job; its progress and items are asked again at once. */
export function useCancelJob(source: JobSource, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => jobsApi.cancel(source, id),
    onSettled: () => client.invalidateQueries({ queryKey: jobKeys.job(source, id) }),
  });
}
