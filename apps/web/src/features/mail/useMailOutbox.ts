import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paging } from '../../app/components/usePaging.ts';
import { mailApi, type OutboxFilters } from './mail.api.ts';

export function useMailOutbox(filters: OutboxFilters, paging: Paging) {
  return useQuery({
    queryKey: ['mail', 'outbox', filters, paging],
    queryFn: () => mailApi.outbox(filters, paging),
    placeholderData: keepPreviousData,
  });
}
