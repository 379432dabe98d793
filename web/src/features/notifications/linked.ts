import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notificationEndpoints as e, NOTIFICATION_QUERY, type InboxNotification } from '@portal/contract';
import { api } from '../../shared/api/client';
import { notificationKeys } from './api';

const idOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * The notification a letter's or a push message's link names (`/?notification=ID`, contract
 * `inboxLink`): once it is fetched, `show` opens it in the inbox (null: it is not there: hidden, or
 * another person's) and the link's parameter leaves the address (a reload does not open it again).
 */
export function useLinkedNotification(show: (notification: InboxNotification | null) => void): void {
  const [params, setParams] = useSearchParams();
  const id = idOf(params.get(NOTIFICATION_QUERY));
  const linked = useQuery({
    queryKey: [...notificationKeys.all, 'one', id],
    queryFn: ({ signal }) => api(e.one, { params: { id: id! } }, { signal }),
    enabled: id !== null,
    retry: false,
    staleTime: Infinity,
  });
  const { data, isPending } = linked;
  useEffect(() => {
    if (id === null || isPending) return;
    show(data ?? null);
    setParams(
      (current) => {
        current.delete(NOTIFICATION_QUERY);
        return current;
      },
      { replace: true },
    );
    // `show` may be a new function each render: the link is followed once, when its answer comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, data, isPending, setParams]);
}
