import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ticketEndpoints as e, type NewTicketBody, type ReviewBody, type Ticket, type TicketListQuery, type TicketMessage, type TicketMessageBody } from '@portal/contract';
import { api } from '../../shared/api/client';

export const ticketKeys = {
  all: ['tickets'] as const,
  detail: (id: number) => ['tickets', 'detail', id] as const,
  list: (query: TicketListQuery) => ['tickets', 'list', query] as const,
  my: (page: number) => ['tickets', 'my', page] as const,
  subjects: ['tickets', 'subjects'] as const,
  /** Every page of the user's own list. */
  mine: ['tickets', 'my'] as const,
};

/** The lists of tickets on screen (the desk's and the user's own) ask again: a ticket's status changed, or a new one came. */
export const refreshTicketLists = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: ['tickets', 'list'] }), queryClient.invalidateQueries({ queryKey: ticketKeys.mine })]);

/** GET /api/ticket-subjects: the sections, which change rarely. */
export const useTicketSubjects = () =>
  useQuery({ queryKey: ticketKeys.subjects, queryFn: ({ signal }) => api(e.subjects, {}, { signal }), staleTime: 5 * 60_000 });

export const ticketOptions = (id: number) => queryOptions({ queryKey: ticketKeys.detail(id), queryFn: ({ signal }) => api(e.get, { params: { id } }, { signal }) });

/** GET /api/tickets/{id}: the ticket with its dialog. Opening it as its author marks nothing read (only the desk does). */
export const useTicket = (id: number, enabled = true) => useQuery({ ...ticketOptions(id), enabled });

/** GET /api/tickets/my: the user's own tickets, 20 a page, newest first; the previous page stays while the next loads. */
export const useMyTickets = (page: number) =>
  useQuery({ queryKey: ticketKeys.my(page), queryFn: ({ signal }) => api(e.mine, { query: { page } }, { signal }), placeholderData: keepPreviousData });

/** POST /api/tickets: a new ticket; it goes into the cache as it came back, and the own list asks again. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewTicketBody) => api(e.create, { body }),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
      void refreshTicketLists(queryClient);
    },
  });
}

/** Puts a message that came back from the server into the ticket's cached dialog (once, whatever the order of answer and refetch). */
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
      queryClient.setQueryData<Ticket>(ticketKeys.detail(id), (ticket) => (ticket ? withMessage(ticket, message) : ticket));
      void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(id) });
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
      queryClient.setQueryData<Ticket>(ticketKeys.detail(id), (ticket) => (ticket ? { ...ticket, review } : ticket));
    },
  });
}
