import { Button, Skeleton, Stack } from '@mantine/core';
import type { InboxNotification } from '@portal/contract';
import { IconBellOff } from '@tabler/icons-react';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { useInboxList } from '../api';
import { useText } from '../i18n';
import { NotificationItem } from './NotificationItem';

interface NotificationListProps {
  isRead: boolean;
  onOpen: (notification: InboxNotification) => void;
  /** A detail is open over the list: it stays as it is. */
  held?: boolean;
}

/** One tab of the panel: a page at a time, «Загрузить еще» while more pages exist. */
export function NotificationList({ isRead, onOpen, held = false }: NotificationListProps) {
  const t = useText();
  const list = useInboxList(isRead, held);

  if (list.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={76} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.isError) return <ErrorState message={t('loadFailed')} onRetry={() => void list.refetch()} />;

  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState icon={<IconBellOff size={40} stroke={1.4} aria-hidden />}>{t('empty')}</EmptyState>;
  }

  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} onOpen={onOpen} />
          </li>
        ))}
      </Stack>
      {list.hasNextPage && (
        <Button variant="light" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          {t('loadMore')}
        </Button>
      )}
    </Stack>
  );
}
