import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  AUTO_CLOSE_DAYS,
  directoryEndpoints,
  ticketEndpoints as e,
  type AccountKey,
  type AdminDetail,
  type EmployeeDetail,
  type Student,
  type Ticket,
  type TicketListQuery,
  type TicketUpdateBody,
} from '@portal/contract';
import { api } from '../../shared/api/client';

export const ticketKeys = {
  all: ['tickets'] as const,
  detail: (id: number) => ['tickets', 'detail', id] as const,
  list: (query: TicketListQuery) => ['tickets', 'list', query] as const,
  my: (page: number) => ['tickets', 'my', page] as const,
  subjects: ['tickets', 'subjects'] as const,
  tags: ['tickets', 'tags'] as const,
  author: (key: AccountKey, id: number) => ['tickets', 'author', key, id] as const,
};

/** The lists of tickets on screen ask again (a ticket changed: its status, its read mark, a new one). */
export const refreshTicketLists = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['tickets', 'list'] });

/** GET /api/ticket-subjects: the sections, which change rarely. */
export const useTicketSubjects = () =>
  useQuery({ queryKey: ticketKeys.subjects, queryFn: ({ signal }) => api(e.subjects, {}, { signal }), staleTime: 5 * 60_000 });

/** GET /api/ticket-tags: the labels support puts on tickets (the filter shows them only when there are any). */
export const useTicketTags = () => useQuery({ queryKey: ticketKeys.tags, queryFn: ({ signal }) => api(e.tags, {}, { signal }), staleTime: 5 * 60_000 });

/** GET /api/tickets: a page of 20, newest first; the previous page stays on screen while the next loads. */
export const ticketListOptions = (query: TicketListQuery) =>
  queryOptions({
    queryKey: ticketKeys.list(query),
    queryFn: ({ signal }) => api(e.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useTicketList = (query: TicketListQuery) => useQuery(ticketListOptions(query));

/** GET /api/tickets/{id}: the ticket with its dialog, the comment and the tags. */
export const useTicket = (id: number) => useQuery({ queryKey: ticketKeys.detail(id), queryFn: ({ signal }) => api(e.get, { params: { id } }, { signal }) });

/** Puts a changed ticket in the cache (the page shows it at once) and has the lists ask again. */
function useTicketCache(id: number) {
  const queryClient = useQueryClient();
  return {
    set: (change: (ticket: Ticket) => Ticket) => {
      queryClient.setQueryData<Ticket>(ticketKeys.detail(id), (ticket) => (ticket ? change(ticket) : ticket));
      void refreshTicketLists(queryClient);
    },
  };
}

/** POST /api/tickets/{id}: the status, the comment or the tags. */
export function useUpdateTicket(id: number) {
  const cache = useTicketCache(id);
  return useMutation({
    mutationFn: (body: TicketUpdateBody) => api(e.update, { params: { id }, body }),
    onSuccess: (ticket) => cache.set(() => ticket),
  });
}

/** POST /api/tickets/{id}/mark-as-read: opening the ticket takes its highlight off the list. */
export function useMarkTicketRead(id: number) {
  const cache = useTicketCache(id);
  return useMutation({
    mutationFn: () => api(e.markRead, { params: { id } }),
    onSuccess: ({ is_read }) => cache.set((ticket) => ({ ...ticket, is_read })),
  });
}

/** «Закрыть через 7 дней» (POST …/auto-close/enable, days 7) and «Отменить» (…/disable): the answer's date is shown. */
export function useAutoClose(id: number) {
  const cache = useTicketCache(id);
  return useMutation({
    mutationFn: (on: boolean) =>
      on ? api(e.autoCloseEnable, { params: { id }, body: { days: AUTO_CLOSE_DAYS } }) : api(e.autoCloseDisable, { params: { id } }),
    onSuccess: ({ date, shown }) => cache.set((ticket) => ({ ...ticket, auto_close_at: date, auto_close_date: shown })),
  });
}

export type TicketAuthorData = { key: 'student'; data: Student } | { key: 'employee'; data: EmployeeDetail } | { key: 'admin'; data: AdminDetail };

async function fetchAuthor(key: AccountKey, id: number, signal: AbortSignal): Promise<TicketAuthorData> {
  const options = { signal };
  switch (key) {
    case 'student':
      return { key, data: await api(directoryEndpoints.student, { params: { id } }, options) };
    case 'employee':
      return { key, data: await api(directoryEndpoints.employee, { params: { id } }, options) };
    case 'admin':
      return { key, data: await api(directoryEndpoints.admin, { params: { id } }, options) };
  }
}

/** The author panel's data: GET /api/account/admin/{students,employees,admins}/{account_id}, by the account the ticket was opened in. */
export function useTicketAuthor(key: AccountKey | null, accountId: number | null) {
  return useQuery({
    queryKey: ticketKeys.author(key ?? 'student', accountId ?? 0),
    queryFn: ({ signal }) => fetchAuthor(key ?? 'student', accountId ?? 0, signal),
    enabled: key !== null && accountId !== null,
    staleTime: 60_000,
  });
}
