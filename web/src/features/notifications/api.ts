import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { notificationEndpoints as e, UNREAD_POLL_MS } from '@portal/contract';
import { api } from '../../shared/api/client';
import { useLiveEvent } from '../../shared/api/live-events-hooks';
import { closeShownNotifications } from './shown-on-device';

export const notificationKeys = {
  all: ['inbox'] as const,
  unreadCount: ['inbox', 'unread-count'] as const,
  lists: ['inbox', 'list'] as const,
  list: (isRead: boolean) => ['inbox', 'list', isRead ? 'read' : 'unread'] as const,
};

/** GET /api/notifications/my/unread/count. */
export const unreadCountOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => api(e.unreadCount, {}, { signal }),
    refetchOnWindowFocus: true,
  });

/**
 * The unread count as the bells and the inbox show it. Each reads it where it is drawn, so a new
 * count draws them again, not the whole shell; useKeptUnreadCount keeps it fresh.
 */
export const useUnreadCount = () => useQuery({ ...unreadCountOptions(), select: (result) => result.count });

/**
 * The unread count, asked again every 60 s (000 §9), and at once when a
 * ticket of the user's gets a message: support's answer comes with an inbox notification
 * («Новый ответ в обращении #N»), written in the same transaction as the event. One component of
 * the shell uses it (UnreadAnnouncer), so the count is asked once a minute, not once per bell.
 */
export function useKeptUnreadCount() {
  const queryClient = useQueryClient();
  // A notification sent, hidden, shown or read in another tab, or support's answer (which brings
  // one): the count is asked again; the lists only when they are next shown (an open inbox is not
  // re-laid under the reader, whose own reads this tab has already applied).
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists, refetchType: 'none' });
  };
  useLiveEvent('notifications.unread', refetch);
  useLiveEvent('ticket.message', refetch);
  return useQuery({ ...unreadCountOptions(), refetchInterval: UNREAD_POLL_MS, select: (result) => result.count });
}

export const inboxListOptions = (isRead: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(isRead),
    queryFn: ({ pageParam, signal }) => api(e.inbox, { body: { is_read: isRead, page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) => (meta.current_page < meta.last_page ? meta.current_page + 1 : undefined),
  });

/** A tab's list; `held`: as it is now, not asked again on a window focus (a detail is open over it). */
export const useInboxList = (isRead: boolean, held = false) =>
  useInfiniteQuery({ ...inboxListOptions(isRead), refetchOnWindowFocus: !held });

/**
 * Marks notifications read; the answer's count is the new unread count at once. The lists are
 * left as they are: the one behind an open detail keeps the opened item in place; `refreshLists`
 * brings them up to date when the detail closes.
 */
export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api(e.markAsRead, { body: { ids } }),
    onSuccess: ({ count }, ids) => {
      queryClient.setQueryData(unreadCountOptions().queryKey, { count });
      void closeShownNotifications(count === 0 ? 'all' : ids);
    },
  });
}

/** «Прочитать все» (POST …/mark-all-as-read): the bell drops to the answer's count, both lists are asked again. */
export function useMarkAllAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(e.markAllAsRead, {}),
    onSuccess: ({ count }) => {
      queryClient.setQueryData(unreadCountOptions().queryKey, { count });
      void closeShownNotifications('all');
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    },
  });
}

/** Both lists asked again (after a detail that marked one read has closed). */
export function useRefreshInboxLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
}
