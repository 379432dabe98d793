import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditEndpoints, type AuditAction, type AuditPerson } from '@portal/contract';
import { api } from '../../shared/api/client';

/** What the screen filters the log by; null or empty: not filtered. */
export interface AuditFilters {
  action: AuditAction | null;
  /** One person exactly, picked from a row (the call's user_id). */
  person: NonNullable<AuditPerson> | null;
  /** A name search, trimmed and debounced (the call's search_string). */
  search: string;
  from: string | null;
  to: string | null;
}

export const noAuditFilters: AuditFilters = { action: null, person: null, search: '', from: null, to: null };

export const auditKeys = {
  all: ['audit-log'] as const,
  page: (filters: AuditFilters, page: number) => ['audit-log', filters, page] as const,
};

/**
 * GET /api/account/admin/audit-log: a page of 20 entries, newest first; the previous page stays while the next loads.
 */
export const auditLogOptions = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: auditKeys.page(filters, page),
    queryFn: ({ signal }) =>
      api(
        auditEndpoints.log,
        {
          query: {
            page,
            action: filters.action ?? undefined,
            user_id: filters.person?.id,
            search_string: filters.search || undefined,
            from: filters.from ?? undefined,
            to: filters.to ?? undefined,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filters: AuditFilters, page: number) => useQuery(auditLogOptions(filters, page));
