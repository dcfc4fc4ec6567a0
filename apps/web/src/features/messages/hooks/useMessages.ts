import type { SysMessageType } from '@shiplabel/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UNREAD_POLL_MS } from '../badge.ts';
import { type CentreQuery, messagesApi } from '../messages.api.ts';

export const messageKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
  list: (query: CentreQuery) => ['messages', 'list', query] as const,
  published: (query: object) => ['messages', 'published', query] as const,
};

/** The unread counts; polled every minute and on focus, and only when `enabled` (the viewer has a centre). */
export const useUnread = (enabled: boolean) =>
  useQuery({
    queryKey: messageKeys.unread,
    queryFn: () => messagesApi.unread(),
    enabled,
    refetchInterval: enabled ? UNREAD_POLL_MS : false,
    refetchOnWindowFocus: true,
  });

export const useCentreList = (query: CentreQuery, enabled = true) =>
  useQuery({
    queryKey: messageKeys.list(query),
    queryFn: () => messagesApi.list(query),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Marking read refreshes the lists and the badge. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: { ids: string[] } | { all: true; type?: SysMessageType }) =>
      'ids' in args ? messagesApi.markRead(args.ids) : messagesApi.markAllRead(args.type),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export const usePublished = (query: {
  pageNum: number;
  pageSize: number;
  type?: SysMessageType | undefined;
}) =>
  useQuery({
    queryKey: messageKeys.published(query),
    queryFn: () => messagesApi.published(query),
    placeholderData: keepPreviousData,
  });

export function useMessagesMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
