import type { PaginationMeta } from '@portal/contract';

/** Rows to skip for a page of a list. */
export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

/** The pagination meta every paged answer carries; an empty list still has page 1. */
export function pageMeta(total: number, perPage: number, page: number): PaginationMeta {
  return { total, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
