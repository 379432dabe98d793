import { MAX_ID, TICKET_STATUS, type TicketListQuery } from '@portal/contract';
import { dayParam, daysOutOfOrder, isoDayToShown, parseShownDay, shownDayToIso } from '../../shared/lib/shown-day';
import { idsParam, pageParam, textParam, type UrlParam, type UrlParams } from '../../shared/lib/use-url-state';

export { isoDayToShown, parseShownDay, shownDayToIso };

/**
 * The desk's filter (000 §3 Ticket filter) as its form holds it and as the address keeps it
 * (`/tickets?status=1&date_from=01.11.2025&page=2`, the call's own names and formats), and the
 * call's query made from it.
 */
export interface DeskFilter {
  /** Sections (subjects), by id. */
  subject: number[];
  /** A part of the topic, free text. */
  sub_subject: string;
  tags: number[];
  /** One status, or any. */
  status: number | null;
  /** The ticket number. */
  id: number | null;
  /** Days, `DD.MM.YYYY`, both included. */
  date_from: string | null;
  date_to: string | null;
}

export type DeskListState = DeskFilter & { page: number };

export const emptyDeskFilter: DeskFilter = {
  subject: [],
  sub_subject: '',
  tags: [],
  status: null,
  id: null,
  date_from: null,
  date_to: null,
};

const statuses: number[] = Object.values(TICKET_STATUS);

const statusParam: UrlParam<number | null> = {
  parse: (raw) => (raw !== null && /^\d$/.test(raw) && statuses.includes(Number(raw)) ? Number(raw) : null),
  format: (status) => (status === null ? null : String(status)),
};
const numberParam: UrlParam<number | null> = {
  parse: (raw) => (raw !== null && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : null),
  format: (value) => (value === null ? null : String(value)),
};

export const deskListParams: UrlParams<DeskListState> = {
  subject: idsParam(),
  sub_subject: textParam(),
  tags: idsParam(),
  status: statusParam,
  id: numberParam,
  date_from: dayParam,
  date_to: dayParam,
  page: pageParam,
};

/** The filter part of the list's state. */
export function deskFilterOf(state: DeskFilter): DeskFilter {
  const { subject, sub_subject, tags, status, id, date_from, date_to } = state;
  return { subject, sub_subject, tags, status, id, date_from, date_to };
}

/** The «по» day before the «с» day (the call refuses it). */
export const datesOutOfOrder = (filter: Pick<DeskFilter, 'date_from' | 'date_to'>): boolean =>
  daysOutOfOrder(filter.date_from, filter.date_to);

/** How many fields narrow the list (shown on the folded filter). */
export function chosenCount(filter: DeskFilter): number {
  return [
    filter.subject.length > 0,
    filter.sub_subject.trim() !== '',
    filter.tags.length > 0,
    filter.status !== null,
    filter.id !== null,
    filter.date_from !== null,
    filter.date_to !== null,
  ].filter(Boolean).length;
}

/** GET /api/tickets's query: the page and only the fields that narrow (lists comma-joined by the client). */
export function toTicketQuery(filter: DeskFilter, page: number): TicketListQuery {
  const query: TicketListQuery = { page };
  if (filter.status !== null) query.status = [filter.status];
  if (filter.subject.length) query.subject = [...filter.subject];
  if (filter.tags.length) query.tags = [...filter.tags];
  const topic = filter.sub_subject.trim();
  if (topic) query.sub_subject = topic;
  if (filter.id !== null) query.id = filter.id;
  if (filter.date_from) query.date_from = filter.date_from;
  if (filter.date_to) query.date_to = filter.date_to;
  return query;
}
