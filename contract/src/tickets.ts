import { z } from 'zod';
import { accountKey } from './auth';
import { checkDayRange, dayText } from './dates';
import {
  THREAD_SIDE,
  threadFileUuids,
  threadMessage,
  threadMessageBody,
  threadMessageHtml,
  type ThreadMessage,
  type ThreadMessageBody,
} from './threads';
import { endpoint } from './endpoint';
import { fileResult, type FileResult } from './files';
import { id, idParam, idText, pageQuery, safeText, trimmedText } from './envelope';
import { ru as api } from './i18n/api/ru';
import { said } from './i18n/current';

/** Ticket states (000 §4). The dialog shows «Закрыт» for a closed one (`TICKET_CLOSED_LABEL`). */
export const TICKET_STATUS = { waitingSupport: 1, waitingUser: 2, closed: 3 } as const;
export const ticketStatusNames: Record<number, string> = api.ticketStatus;
export const TICKET_CLOSED_LABEL = api.ticketClosed;
/** Message authors (000 §3): 1 the user, 3 support. */
export const TICKET_AUTHOR = { user: THREAD_SIDE.opener, admin: THREAD_SIDE.answering } as const;
/** Auto-close: the screen offers 7 days (000 §9). */
export const AUTO_CLOSE_DAYS = 7;
export const TICKET_PAGE_SIZE = 20;
export const MY_TICKET_PAGE_SIZE = 20;

export const ticketStrings = api.tickets;

/** A `{id, name}` item of the subject and tag lists. */
export const ticketRef = z.object({ id: z.number().int(), name: z.string() });
export type TicketRef = z.infer<typeof ticketRef>;

/** A message's file: the files module's answer (000 §3 File). */
export const ticketFile = fileResult;
export type TicketFile = FileResult;

/** A date-time as the screens show it: `DD.MM.YYYY HH:mm`, in the university's time zone. */
const shownTime = z.string();

/** A message of a ticket's dialog: the thread's message; `user_type_id` 1 the user, 3 support. */
export const ticketMessage = threadMessage;
export type TicketMessage = ThreadMessage;

export const ticketAuthor = z.object({
  id: z.number().int(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string().nullable(),
  /** The account the ticket was opened in: the author panel asks /api/account/admin/{key}s/{account_id}. */
  account_key: accountKey.nullable(),
  account_id: z.number().int().nullable(),
});

export const ticketStatus = z.object({ id: z.number().int(), name: z.string() });

/** The author's rating of the answer, given once after the ticket is closed. */
export const ticketReview = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  created_at: shownTime,
});
export type TicketReview = z.infer<typeof ticketReview>;

/** A row of the desk's list and of the author's own list. `is_read`: read by support. */
export const ticketListItem = z.object({
  id: z.number().int(),
  sub_subject: z.string(),
  subject: ticketRef,
  status: ticketStatus,
  author: ticketAuthor,
  create_at: shownTime,
  is_read: z.boolean(),
});
export type TicketListItem = z.infer<typeof ticketListItem>;

/**
 * A ticket with its dialog. `comment` and `tags` are support's own and reach only the desk (an
 * admin account); the author gets the rest.
 */
export const ticket = ticketListItem.extend({
  /** ISO 8601 (with `auto_close_date` as shown), or null when auto-close is off. */
  auto_close_at: z.string().nullable(),
  auto_close_date: shownTime.nullable(),
  review: ticketReview.nullable(),
  messages: z.array(ticketMessage),
  comment: z.string().nullable().optional(),
  tags: z.array(ticketRef).optional(),
});
export type Ticket = z.infer<typeof ticket>;

/** Ids in a query string, comma-joined (`1,2,3`). */
const idsText = z
  .string()
  .max(2000)
  .transform((s) =>
    s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/, { error: said('tickets.list') })
          .transform(Number)
          .pipe(id),
      )
      .max(100, { error: said('tickets.list') }),
  );
const statusIds = idsText.pipe(
  z.array(
    z
      .number()
      .int()
      .min(1)
      .max(3, { error: said('tickets.status') }),
  ),
);

/** The desk's filter (000 §3 Ticket filter); lists comma-joined, dates DD.MM.YYYY (as YYYY-MM-DD after parsing). */
export const ticketListQuery = z
  .object({
    page: pageQuery,
    status: statusIds.optional(),
    subject: idsText.optional(),
    tags: idsText.optional(),
    sub_subject: trimmedText(200).optional(),
    id: idText.optional(),
    date_from: dayText.optional(),
    date_to: dayText.optional(),
  })
  .superRefine(checkDayRange);
export type TicketListQuery = z.output<typeof ticketListQuery>;

/** A message: HTML (sanitised on the server) and the uuids of uploaded files. */
const messageHtml = threadMessageHtml;
const fileUuids = threadFileUuids;

export const ticketMessageBody = threadMessageBody;
export type TicketMessageBody = ThreadMessageBody;

export const newTicketBody = z.object({
  subject_id: id,
  sub_subject: trimmedText(200).pipe(z.string().min(1, { error: said('validation.ticketSubject') })),
  message: messageHtml,
  files: fileUuids,
});
export type NewTicketBody = z.input<typeof newTicketBody>;

/** The desk's change of a ticket: its status, its comment or its tags (any of them, at least one). */
export const ticketUpdateBody = z
  .object({
    status_id: z
      .number()
      .int()
      .min(1)
      .max(3, { error: said('tickets.status') })
      .optional(),
    comment: safeText(5000).nullable().optional(),
    tags: z.array(id).max(50).optional(),
  })
  .refine((b) => b.status_id !== undefined || b.comment !== undefined || b.tags !== undefined, {
    error: said('validation.ticketChange'),
  });
export type TicketUpdateBody = z.input<typeof ticketUpdateBody>;

export const autoCloseBody = z
  .object({ days: z.number().int().min(1).max(365).default(AUTO_CLOSE_DAYS) })
  .default({ days: AUTO_CLOSE_DAYS });
/**
 * `date`: when the ticket closes as the screen shows it (`DD.MM.YYYY HH:mm`, as the ticket's other dates and its
 * `auto_close_date`; 000 §7 «result.date»), null when auto-close is off; `auto_close_at`: the same in ISO 8601.
 */
export const autoCloseResult = z.object({ date: shownTime.nullable(), auto_close_at: z.string().nullable() });

export const reviewBody = z.object({
  rating: z.number().int().min(1).max(5),
  comment: trimmedText(2000).nullable().optional(),
});
export type ReviewBody = z.input<typeof reviewBody>;

export const myTicketsQuery = z.object({ page: pageQuery });
export const markReadResult = z.object({ is_read: z.boolean() });

const tag = 'Служба поддержки';
/** The support desk (000 §2, §7) and the user's own tickets (README decision 3). */
export const ticketEndpoints = {
  subjects: endpoint({
    name: 'listTicketSubjects',
    method: 'GET',
    path: '/api/ticket-subjects',
    tag,
    summary: 'Sections a ticket is opened in',
    result: z.array(ticketRef),
  }),
  tags: endpoint({
    name: 'listTicketTags',
    method: 'GET',
    path: '/api/ticket-tags',
    tag,
    summary: 'Labels support puts on tickets',
    result: z.array(ticketRef),
  }),
  list: endpoint({
    name: 'listTickets',
    method: 'GET',
    path: '/api/tickets',
    tag,
    summary: 'The desk: a page of tickets matching the filter, newest first',
    query: ticketListQuery,
    result: ticketListItem,
    paged: true,
    example: { query: { page: 1, status: [1, 2], sub_subject: 'вход' } },
  }),
  create: endpoint({
    name: 'createTicket',
    method: 'POST',
    path: '/api/tickets',
    tag,
    summary: 'Open a ticket: a section, a topic, the first message',
    body: newTicketBody,
    result: ticket,
    example: { body: { subject_id: 1, sub_subject: 'Не открывается расписание', message: '<p>Здравствуйте!</p>' } },
  }),
  mine: endpoint({
    name: 'listMyTickets',
    method: 'GET',
    path: '/api/tickets/my',
    tag,
    summary: 'The caller’s own tickets, newest first',
    query: myTicketsQuery,
    result: ticketListItem,
    paged: true,
    example: { query: { page: 1 } },
  }),
  get: endpoint({
    name: 'getTicket',
    method: 'GET',
    path: '/api/tickets/:id',
    tag,
    summary: 'A ticket with its dialog: any for support, the own one for its author',
    params: idParam,
    result: ticket,
    example: { params: { id: 1 } },
  }),
  update: endpoint({
    name: 'updateTicket',
    method: 'POST',
    path: '/api/tickets/:id',
    tag,
    summary: 'The desk: set the status, the comment or the tags',
    params: idParam,
    body: ticketUpdateBody,
    result: ticket,
    example: { params: { id: 1 }, body: { comment: 'Проверить расписание группы' } },
  }),
  markRead: endpoint({
    name: 'markTicketRead',
    method: 'POST',
    path: '/api/tickets/:id/mark-as-read',
    tag,
    summary: 'Opening a ticket: the desk marks it read; its author, the inbox’s answers about it',
    params: idParam,
    result: markReadResult,
    example: { params: { id: 1 } },
  }),
  autoCloseEnable: endpoint({
    name: 'enableTicketAutoClose',
    method: 'POST',
    path: '/api/tickets/:id/auto-close/enable',
    tag,
    summary: 'The desk: close the ticket in `days` days (7 on the screen)',
    params: idParam,
    body: autoCloseBody,
    result: autoCloseResult,
    example: { params: { id: 1 }, body: { days: 7 } },
  }),
  autoCloseDisable: endpoint({
    name: 'disableTicketAutoClose',
    method: 'POST',
    path: '/api/tickets/:id/auto-close/disable',
    tag,
    summary: 'The desk: cancel the auto-close',
    params: idParam,
    result: autoCloseResult,
    example: { params: { id: 1 } },
  }),
  message: endpoint({
    name: 'postTicketMessage',
    method: 'POST',
    path: '/api/tickets/:id/message',
    tag,
    summary: 'Write in a ticket’s dialog: support in any, the author in their own',
    params: idParam,
    body: ticketMessageBody,
    result: ticketMessage,
    example: { params: { id: 1 }, body: { message: '<p>Спасибо, проверим.</p>' } },
  }),
  review: endpoint({
    name: 'reviewTicket',
    method: 'POST',
    path: '/api/tickets/:id/review',
    tag,
    summary: 'The author rates the answer of their closed ticket, once',
    params: idParam,
    body: reviewBody,
    result: ticketReview,
    example: { params: { id: 2 }, body: { rating: 5, comment: 'Быстро помогли' } },
  }),
};
