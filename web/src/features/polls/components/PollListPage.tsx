import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { PollListItem } from '@portal/contract';
import { IconChecklist, IconClipboardList, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { shortName } from '../../../shared/lib/names';
import { pageParam, usePageWithin, useUrlState, type UrlParams } from '../../../shared/lib/use-url-state';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { PagePagination } from '../../../shared/ui/PagePagination';
import { useCards } from '../../../shared/ui/use-cards';
import { usePollList } from '../api';
import { useText } from '../i18n';

const params: UrlParams<{ page: number }> = { page: pageParam };
const TABLE_MIN_REM = 36;

const author = (p: PollListItem) => (p.created_by ? shortName(p.created_by) : '—');
const NameLink = ({ poll }: { poll: PollListItem }) => (
  <Text
    component={Link}
    to={`/polls/${poll.uuid}`}
    fw={600}
    c="var(--mantine-color-anchor)"
    style={{ overflowWrap: 'anywhere' }}
  >
    {poll.name}
  </Text>
);

/**
 * «Управление опросами» (002 «Poll management list»): name, status, author, completed; «Создать опрос»; «Опросов нет».
 */
export function PollListPage() {
  const t = useText();
  const completed = (poll: PollListItem) =>
    poll.audience_total
      ? t('editor.completed', { done: poll.completed, total: poll.audience_total })
      : String(poll.completed);
  const [url, setUrl] = useUrlState(params);
  const polls = usePollList(url.page);
  const { ref, cards } = useCards(TABLE_MIN_REM);
  usePageWithin(url.page, polls.isPlaceholderData ? undefined : polls.data?.meta.last_page, (page) =>
    setUrl({ page }, { replace: true }),
  );

  return (
    <Stack gap="md" maw={1100} ref={ref}>
      <Group justify="flex-end" gap="sm">
        <Button
          component={Link}
          to="/anketa"
          variant="default"
          leftSection={<IconClipboardList size={18} aria-hidden />}
        >
          {t('worksheets.link')}
        </Button>
        <Button component={Link} to="/poll/new" leftSection={<IconPlus size={18} aria-hidden />}>
          {t('editor.create')}
        </Button>
      </Group>
      {polls.isPending ? (
        <PageLoader />
      ) : polls.isError ? (
        <ErrorState message={t('editor.failed')} onRetry={() => void polls.refetch()} />
      ) : polls.data.items.length === 0 ? (
        <EmptyState icon={<IconChecklist size={32} aria-hidden />}>{t('editor.empty')}</EmptyState>
      ) : cards ? (
        <Stack
          component="ul"
          gap="sm"
          aria-label={t('editor.caption')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {polls.data.items.map((poll) => (
            <Paper component="li" key={poll.id} withBorder radius="md" p="sm">
              <Stack gap={4}>
                <NameLink poll={poll} />
                <Text size="sm">{t(`statuses.${poll.status}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t('editor.columns.author')}: {author(poll)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('editor.columns.completed')}: {completed(poll)}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('editor.caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('editor.columns.name')}</Table.Th>
              <Table.Th>{t('editor.columns.status')}</Table.Th>
              <Table.Th>{t('editor.columns.author')}</Table.Th>
              <Table.Th>{t('editor.columns.completed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {polls.data.items.map((poll) => (
              <Table.Tr key={poll.id}>
                <Table.Td>
                  <NameLink poll={poll} />
                </Table.Td>
                <Table.Td>{t(`statuses.${poll.status}`)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{author(poll)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {completed(poll)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {polls.data && <PagePagination meta={polls.data.meta} onChange={(page) => setUrl({ page })} />}
    </Stack>
  );
}
