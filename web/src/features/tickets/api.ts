import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  AUTO_CLOSE_DAYS,
  directoryEndpoints,
  ticketEndpoints as e,
  type AccountKey,
  type AdminDetail,
  type EmployeeDetail,
  type NewTicketBody,
  type ReviewBody,
  type Student,
  type Ticket,
  type TicketListQuery,
  type TicketMessage,
  type TicketMessageBody,
  type TicketUpdateBody,
} from '@portal/contract';
import { api } from '../../shared/api/client';

export const ticketKeys = {
  all: ['tickets'] as const,
  detail: (id: number) => ['tickets', 'detail', id] as const,
  lists: ['tickets', 'list'] as const,
  list: (query: TicketListQuery) => ['tickets', 'list', query] as const,
  my: (page: number) => ['tickets', 'my', page] as const,
  subjects: ['tickets', 'subjects'] as const,
  /** Every page of the user's own list. */
  mine: ['tickets', 'my'] as const,
  tags: ['tickets', 'tags'] as const,
  author: (key: AccountKey, id: number) => ['tickets', 'author', key, id] as const,
};

/**
 * The lists of tickets on screen (the desk's and the user's own) ask again: a ticket's status changed, or a new one
 * came.
 */
export const refreshTicketLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ticketKeys.lists }),
    queryClient.invalidateQueries({ queryKey: ticketKeys.mine }),
  ]);

/** GET /api/ticket-subjects: the sections, which change rarely. */
export const ticketSubjectsOptions = () =>
  queryOptions({
    queryKey: ticketKeys.subjects,
    queryFn: ({ signal }) => api(e.subjects, {}, { signal }),
    staleTime: 5 * 60_000,
  });
export const useTicketSubjects = () => useQuery(ticketSubjectsOptions());

export const ticketOptions = (id: number) =>
  queryOptions({
    queryKey: ticketKeys.detail(id),
    queryFn: ({ signal }) => api(e.get, { params: { id } }, { signal }),
  });

/**
 * GET /api/tickets/{id}: the ticket with its dialog. Opening it as its author marks nothing read (only the desk does).
 */
export const useTicket = (id: number, enabled = true) => useQuery({ ...ticketOptions(id), enabled });

/**
 * GET /api/tickets/my: the user's own tickets, 20 a page, newest first; the previous page stays while the next loads.
 */
export const myTicketsOptions = (page: number) =>
  queryOptions({
    queryKey: ticketKeys.my(page),
    queryFn: ({ signal }) => api(e.mine, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useMyTickets = (page: number) => useQuery(myTicketsOptions(page));

/** POST /api/tickets: a new ticket; it goes into the cache as it came back, and the own list asks again. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewTicketBody) => api(e.create, { body }),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketOptions(ticket.id).queryKey, ticket);
      void refreshTicketLists(queryClient);
    },
  });
}

/**
 * Puts a message that came back from the server into the ticket's cached dialog (once, whatever the order of answer and
 * refetch).
 */
export function withMessage(ticket: Ticket, message: TicketMessage): Ticket {
  if (ticket.messages.some((m) => m.id === message.id)) return ticket;
  return { ...ticket, messages: [...ticket.messages, message] };
}

/**
 * POST /api/tickets/{id}/message: the message is added to the cached ticket at once; the ticket
 * then asks again (its status changed) and so do the lists.
 */
export function usePostMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketMessageBody) => api(e.message, { params: { id }, body }),
    onSuccess: (message) => {
      queryClient.setQueryData(ticketOptions(id).queryKey, (ticket) =>
        ticket ? withMessage(ticket, message) : ticket,
      );
      void queryClient.invalidateQueries({ queryKey: ticketOptions(id).queryKey });
      void refreshTicketLists(queryClient);
    },
  });
}

/** POST /api/tickets/{id}/review: the author's rating of a closed ticket, once; shown at once. */
export function useReviewTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => api(e.review, { params: { id }, body }),
    onSuccess: (review) => {
      queryClient.setQueryData(ticketOptions(id).queryKey, (ticket) => (ticket ? { ...ticket, review } : ticket));
    },
  });
}

/** GET /api/ticket-tags: the labels support puts on tickets (the filter shows them only when there are any). */
export const ticketTagsOptions = () =>
  queryOptions({
    queryKey: ticketKeys.tags,
    queryFn: ({ signal }) => api(e.tags, {}, { signal }),
    staleTime: 5 * 60_000,
  });
export const useTicketTags = () => useQuery(ticketTagsOptions());

/** GET /api/tickets: a page of 20, newest first; the previous page stays on screen while the next loads. */
export const ticketListOptions = (query: TicketListQuery) =>
  queryOptions({
    queryKey: ticketKeys.list(query),
    queryFn: ({ signal }) => api(e.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useTicketList = (query: TicketListQuery) => useQuery(ticketListOptions(query));

/** Puts a changed ticket in the cache (the page shows it at once) and has the lists ask again. */
function useTicketCache(id: number) {
  const queryClient = useQueryClient();
  return {
    set: (change: (ticket: Ticket) => Ticket) => {
      queryClient.setQueryData(ticketOptions(id).queryKey, (ticket) => (ticket ? change(ticket) : ticket));
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
      on
        ? api(e.autoCloseEnable, { params: { id }, body: { days: AUTO_CLOSE_DAYS } })
        : api(e.autoCloseDisable, { params: { id } }),
    onSuccess: ({ date, auto_close_at }) =>
      cache.set((ticket) => ({ ...ticket, auto_close_at, auto_close_date: date })),
  });
}

export type TicketAuthorData =
  { key: 'student'; data: Student } | { key: 'employee'; data: EmployeeDetail } | { key: 'admin'; data: AdminDetail };

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

/**
 * The author panel's data: GET /api/account/admin/{students,employees,admins}/{account_id}, by the account the ticket
 * was opened in.
 */
export const ticketAuthorOptions = (key: AccountKey, accountId: number) =>
  queryOptions({
    queryKey: ticketKeys.author(key, accountId),
    queryFn: ({ signal }) => fetchAuthor(key, accountId, signal),
    staleTime: 60_000,
  });
export const useTicketAuthor = (key: AccountKey | null, accountId: number | null) =>
  useQuery({ ...ticketAuthorOptions(key ?? 'student', accountId ?? 0), enabled: key !== null && accountId !== null });
