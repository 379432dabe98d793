import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { timetableEndpoints as e, type TimetableType } from '@portal/contract';
import { api } from '../../shared/api/client';
import { universityInfoOptions } from '../../shared/api/university';

const keys = {
  one: (type: TimetableType, id: number) => ['timetable', type, id] as const,
  search: (search: string) => ['timetable', 'search', search] as const,
  feeds: ['timetable', 'feeds'] as const,
};

/** GET /api/timetable/{type}/{id}: the current and the next week (002 §7). */
export const timetableOptions = (type: TimetableType, id: number) =>
  queryOptions({
    queryKey: keys.one(type, id),
    queryFn: ({ signal }) => api(e.get, { params: { type, id } }, { signal }),
    staleTime: 5 * 60_000,
  });
export const useTimetable = (type: TimetableType, id: number | null) =>
  useQuery({ ...timetableOptions(type, id ?? 0), enabled: id !== null });

/**
 * GET /api/timetable/search: groups, teachers and rooms; nothing is asked for an empty search. An
 * answer to an earlier search is not kept on while the next one is asked: it could be chosen by mistake.
 */
export const timetableSearchOptions = (search: string) =>
  queryOptions({
    queryKey: keys.search(search),
    queryFn: ({ signal }) => api(e.search, { query: { search } }, { signal }),
    enabled: search.length > 0,
    staleTime: 5 * 60_000,
  });
export const useTimetableSearch = (search: string) => useQuery(timetableSearchOptions(search));

/**
 * The external timetable site, from the university's settings (GET /api/university, shared with the tools' screens'
 * cache).
 */
export const useTimetableSite = () =>
  useQuery({ ...universityInfoOptions(), select: (info) => info.timetable.site_url });

/** The caller's calendar links. */
export const calendarFeedsOptions = () =>
  queryOptions({ queryKey: keys.feeds, queryFn: ({ signal }) => api(e.feeds, {}, { signal }) });
export const useCalendarFeeds = (enabled = true) => useQuery({ ...calendarFeedsOptions(), enabled });

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
