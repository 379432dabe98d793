import type { RequestFilterQuery, RequestListQuery } from '@portal/contract';
import { dayParam } from '../../shared/lib/shown-day';
import { optionalIdParam, pageParam, textParam, type UrlParam, type UrlParams } from '../../shared/lib/use-url-state';

/**
 * The filter of requests control's and the manager's lists as the form holds it and as the
 * address keeps it (`?status=1&department=3&date_from=01.11.2026&page=2`, the call's own names).
 */
export interface WorkFilter {
  status: 1 | 2 | 3 | null;
  department: number | null;
  service: number | null;
  /** Days, `DD.MM.YYYY`, both included. */
  date_from: string | null;
  date_to: string | null;
  /** The author's name, or part of it. */
  search: string;
}
export const emptyWorkFilter: WorkFilter = {
  status: null,
  department: null,
  service: null,
  date_from: null,
  date_to: null,
  search: '',
};

const statusParam: UrlParam<1 | 2 | 3 | null> = {
  parse: (raw) => (raw === '1' || raw === '2' || raw === '3' ? (Number(raw) as 1 | 2 | 3) : null),
  format: (status) => (status === null ? null : String(status)),
};

export const workListParams: UrlParams<WorkFilter & { page: number }> = {
  status: statusParam,
  department: optionalIdParam,
  service: optionalIdParam,
  date_from: dayParam,
  date_to: dayParam,
  search: textParam(),
  page: pageParam,
};

export function workFilterOf({ status, department, service, date_from, date_to, search }: WorkFilter): WorkFilter {
  return { status, department, service, date_from, date_to, search };
}

/** How many fields narrow the list (shown on the folded filter). */
export const chosenCount = (f: WorkFilter) =>
  [f.status, f.department, f.service, f.date_from, f.date_to].filter((v) => v !== null).length +
  (f.search.trim() ? 1 : 0);

/** The calls' query: only the fields that narrow. */
export function toFilterQuery(f: WorkFilter): RequestFilterQuery {
  const query: RequestFilterQuery = {};
  if (f.status !== null) query.status = f.status;
  if (f.department !== null) query.department = f.department;
  if (f.service !== null) query.service = f.service;
  if (f.date_from) query.date_from = f.date_from;
  if (f.date_to) query.date_to = f.date_to;
  const search = f.search.trim();
  if (search) query.search = search;
  return query;
}

export const toListQuery = (f: WorkFilter, page: number): RequestListQuery => ({ ...toFilterQuery(f), page });
