import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxNotification, markAsReadResult, UNREAD_POLL_MS, unreadCountResult } from '@portal/contract';
import { apiCall, apiPage } from '../../shared/api/client';

export const notificationKeys = {
  all: ['inbox'] as const,
  unreadCount: ['inbox', 'unread-count'] as const,
  lists: ['inbox', 'list'] as const,
  list: (isRead: boolean) => ['inbox', 'list', isRead ? 'read' : 'unread'] as const,
};

/** GET /api/notifications/my/unread/count, asked again every 60 s (000 §9). */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => apiCall('/api/notifications/my/unread/count', unreadCountResult, { signal }),
    select: (result) => result.count,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export const inboxListOptions = (isRead: boolean) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(isRead),
    queryFn: ({ pageParam, signal }) =>
      apiPage('/api/notifications/my', inboxNotification, { method: 'POST', body: { is_read: isRead, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) => (meta.current_page < meta.last_page ? meta.current_page + 1 : undefined),
  });

export const useInboxList = (isRead: boolean) => useInfiniteQuery(inboxListOptions(isRead));

/** Marks notifications read; the answer's count is the new unread count, and both lists change. */
export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiCall('/api/notifications/my/mark-as-read', markAsReadResult, { method: 'POST', body: { ids } }),
    onSuccess: ({ count }) => {
      queryClient.setQueryData(notificationKeys.unreadCount, { count });
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    },
  });
}
