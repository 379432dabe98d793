import { Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessageCircleQuestion } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { pageParam, usePageWithin, useUrlState, type UrlParams } from '../../../../shared/lib/use-url-state';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { ErrorState } from '../../../../shared/ui/ErrorState';
import { PagePagination } from '../../../../shared/ui/PagePagination';
import { useMyTickets } from '../../api';
import { useText } from '../../i18n';
import { TicketStatusBadge } from '../desk/TicketStatusBadge';

const listParams: UrlParams<{ page: number }> = { page: pageParam };

/** «Мои обращения»: the user's tickets, newest first, 20 a page (the page in the address); each opens its dialog. */
export function MyTickets() {
  const t = useText();
  const [{ page }, setUrl] = useUrlState(listParams);
  const { search } = useLocation();
  const tickets = useMyTickets(page);
  usePageWithin(page, tickets.data?.meta.last_page, (p) => setUrl({ page: p }, { replace: true }));

  if (tickets.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={84} radius="md" />
        ))}
      </Stack>
    );
  }
  if (tickets.isError) return <ErrorState message={t('support.loadFailed')} onRetry={() => void tickets.refetch()} />;
  if (tickets.data.items.length === 0)
    return (
      <EmptyState icon={<IconMessageCircleQuestion size={40} stroke={1.4} aria-hidden />}>
        {t('support.empty')}
      </EmptyState>
    );

  return (
    <Stack gap="sm" aria-busy={tickets.isPlaceholderData}>
      <Stack
        component="ul"
        gap="sm"
        aria-label={t('support.caption')}
        style={{ listStyle: 'none', margin: 0, padding: 0, opacity: tickets.isPlaceholderData ? 0.6 : 1 }}
      >
        {tickets.data.items.map((ticket) => (
          <Paper component="li" key={ticket.id} withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                <Anchor
                  component={Link}
                  to={{ pathname: `/support/${ticket.id}`, search }}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                  aria-label={t('support.open', { id: ticket.id, topic: ticket.sub_subject })}
                >
                  <Text span c="dimmed" fw={600} inherit>
                    #{ticket.id}
                  </Text>{' '}
                  {ticket.sub_subject}
                </Anchor>
                <Text size="sm">
                  <Text span c="dimmed" size="sm">
                    {t('support.columns.subject')}:
                  </Text>{' '}
                  {ticket.subject.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('support.columns.date')}: {ticket.create_at}
                </Text>
              </Stack>
              <TicketStatusBadge status={ticket.status} />
            </Group>
          </Paper>
        ))}
      </Stack>
      <PagePagination
        meta={tickets.data.meta}
        onChange={(p) => {
          setUrl({ page: p });
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
