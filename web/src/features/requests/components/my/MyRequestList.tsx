import { Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconInboxOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { ErrorState } from '../../../../shared/ui/ErrorState';
import { UnreadMark } from '../../../../shared/ui/UnreadMark';
import classes from '../../../../shared/ui/RecordList.module.css';
import { useMyRequests } from '../../api';
import { useDesk } from '../../desk';
import { useText } from '../../i18n';
import { RequestStatusBadge } from '../RequestStatusBadge';

/**
 * «Мои заявки»: the employee's requests, newest first; one with an answer they have not read is highlighted. Each opens
 * its chat.
 */
export function MyRequestList() {
  const t = useText();
  const { kind, paths } = useDesk();
  const requests = useMyRequests(kind);
  if (requests.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={84} radius="md" />
        ))}
      </Stack>
    );
  }
  if (requests.isError)
    return <ErrorState message={t('failed', { context: kind })} onRetry={() => void requests.refetch()} />;
  if (requests.data.length === 0)
    return (
      <EmptyState icon={<IconInboxOff size={40} stroke={1.4} aria-hidden />}>
        {t('empty', { context: kind })}
      </EmptyState>
    );
  return (
    <ul className={classes.cards} aria-label={t('myTitle', { context: kind })}>
      {requests.data.map((request) => (
        <Paper
          component="li"
          key={request.id}
          withBorder
          radius="md"
          p="sm"
          className={classes.card}
          data-unread={request.has_unread_messages || undefined}
        >
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
              <Anchor
                component={Link}
                to={`${paths.author}/${request.id}`}
                className={classes.link}
                aria-label={
                  `${t('openRequest', { id: request.id, service: request.sub_category.name, context: kind })}` +
                  `${request.has_unread_messages ? `, ${t('unread')}` : ''}`
                }
              >
                <UnreadMark unread={request.has_unread_messages} label={t('unread')} />
                <Text span c="dimmed" fw={600} inherit>
                  {t('number', { id: request.id })}
                </Text>{' '}
                {request.sub_category.name}
              </Anchor>
              <Text size="sm" c="dimmed" className={classes.wrap}>
                {request.sub_category.category.name}
              </Text>
              <Text size="sm" c="dimmed" className={classes.cardDate}>
                {request.created_at}
              </Text>
            </Stack>
            <RequestStatusBadge status={request.status} forAuthor />
          </Group>
        </Paper>
      ))}
    </ul>
  );
}
