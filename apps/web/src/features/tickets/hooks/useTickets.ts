import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type QueueQuery, type TicketQuery, ticketsApi } from '../tickets.api.ts';

export const ticketKeys = {
  all: ['tickets'] as const,
  mine: (query: TicketQuery) => ['tickets', 'mine', query] as const,
  queue: (query: QueueQuery) => ['tickets', 'queue', query] as const,
  detail: (id: string) => ['tickets', 'detail', id] as const,
  adminDetail: (id: string) => ['tickets', 'adminDetail', id] as const,
};

export const useMyTickets = (query: TicketQuery) =>
  useQuery({
    queryKey: ticketKeys.mine(query),
    queryFn: () => ticketsApi.list(query),
    placeholderData: keepPreviousData,
  });

export const useTicketQueue = (query: QueueQuery) =>
  useQuery({
    queryKey: ticketKeys.queue(query),
    queryFn: () => ticketsApi.queue(query),
    placeholderData: keepPreviousData,
  });

/** Ticket ids are UUIDs: anything else is "not found" without asking the server. */
export const isTicketId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export const useTicket = (id: string) =>
  useQuery({
    queryKey: ticketKeys.detail(id),
    queryFn: () => ticketsApi.detail(id),
    enabled: isTicketId(id),
  });

export const useAdminTicket = (id: string) =>
  useQuery({
    queryKey: ticketKeys.adminDetail(id),
    queryFn: () => ticketsApi.adminDetail(id),
    enabled: isTicketId(id),
  });

export const useTicketAssignees = () =>
  useQuery({ queryKey: ['tickets', 'assignees'], queryFn: () => ticketsApi.assignees(), staleTime: 60_000 });

/** Any change to a ticket refreshes every ticket list and detail (they are few and cheap). */
export function useTicketMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}
