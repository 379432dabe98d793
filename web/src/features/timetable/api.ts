import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { timetableEndpoints as e, universityEndpoints, type TimetableType } from '@portal/contract';
import { api } from '../../shared/api/client';

const keys = {
  one: (type: TimetableType, id: number) => ['timetable', type, id] as const,
  search: (search: string) => ['timetable', 'search', search] as const,
  feeds: ['timetable', 'feeds'] as const,
};

/** GET /api/timetable/{type}/{id}: the current and the next week (002 §7). */
export const useTimetable = (type: TimetableType, id: number | null) =>
  useQuery({
    queryKey: keys.one(type, id ?? 0),
    queryFn: ({ signal }) => api(e.get, { params: { type, id: id ?? 0 } }, { signal }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });

/**
 * GET /api/timetable/search: groups, teachers and rooms; nothing is asked for an empty search. An
 * answer to an earlier search is not kept on while the next one is asked: it could be chosen by mistake.
 */
export const useTimetableSearch = (search: string) =>
  useQuery({
    queryKey: keys.search(search),
    queryFn: ({ signal }) => api(e.search, { query: { search } }, { signal }),
    enabled: search.length > 0,
    staleTime: 5 * 60_000,
  });

/**
 * The external timetable site, from the university's settings (GET /api/university, shared with the tools' screens'
 * cache).
 */
export const useTimetableSite = () =>
  useQuery({
    queryKey: ['university', 'info'],
    queryFn: ({ signal }) => api(universityEndpoints.info, {}, { signal }),
    staleTime: 30 * 60_000,
    select: (info) => info.timetable.site_url,
  });

/** The caller's calendar links. */
export const useCalendarFeeds = (enabled = true) =>
  useQuery({ queryKey: keys.feeds, queryFn: ({ signal }) => api(e.feeds, {}, { signal }), enabled });

/** A new calendar link of a timetable: its address is in this answer only. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: TimetableType; id: number }) => api(e.createFeed, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.feeds }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(e.revokeFeed, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.feeds }),
  });
}
