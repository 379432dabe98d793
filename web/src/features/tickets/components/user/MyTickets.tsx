import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessageCircleQuestion } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { pageParam, usePageWithin, useUrlState, type UrlParams } from '../../../../shared/lib/use-url-state';
import { PagedResults } from '../../../../shared/ui/PagedResults';
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

  return (
    <PagedResults
      list={tickets}
      empty={t('support.empty')}
      emptyIcon={IconMessageCircleQuestion}
      failed={t('support.loadFailed')}
      loading={{ rows: 3, height: 84 }}
      onPage={(p) => setUrl({ page: p })}
    >
      {(items, busy) => (
        <Stack
          component="ul"
          gap="sm"
          aria-label={t('support.caption')}
          aria-busy={busy || undefined}
          style={{ listStyle: 'none', margin: 0, padding: 0, opacity: busy ? 0.6 : 1 }}
        >
          {items.map((ticket) => (
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
      )}
    </PagedResults>
  );
}
