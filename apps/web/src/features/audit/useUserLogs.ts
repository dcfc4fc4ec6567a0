import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paging } from '../../app/components/usePaging.ts';
import { auditApi } from './audit.api.ts';
import type { UserLogFilters } from './userLogs.ts';

export function useUserLogs(filters: UserLogFilters, paging: Paging) {
  return useQuery({
    queryKey: ['audit', 'userLogs', filters, paging] as const,
    queryFn: () => auditApi.list(filters, paging),
    placeholderData: keepPreviousData,
    // A request made a moment ago in another tab shows when the operator comes back to this one.
    refetchOnWindowFocus: 'always',
  });
}
