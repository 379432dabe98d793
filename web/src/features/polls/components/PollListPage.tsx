import { Button, Group, Stack, Text } from '@mantine/core';
import type { PollListItem } from '@portal/contract';
import { IconChecklist, IconClipboardList, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { shortName } from '../../../shared/lib/names';
import { pageParam, usePageWithin, useUrlState, type UrlParams } from '../../../shared/lib/use-url-state';
import { PagedResults } from '../../../shared/ui/PagedResults';
import { TableOrCards, type Column } from '../../../shared/ui/TableOrCards';
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
  usePageWithin(url.page, polls.isPlaceholderData ? undefined : polls.data?.meta.last_page, (page) =>
    setUrl({ page }, { replace: true }),
  );

  const columns: Column<PollListItem>[] = [
    { header: t('editor.columns.name'), cell: (poll) => <NameLink poll={poll} /> },
    { header: t('editor.columns.status'), cell: (poll) => t(`statuses.${poll.status}`) },
    { header: t('editor.columns.author'), cell: author, td: { style: { whiteSpace: 'nowrap' } } },
    {
      header: t('editor.columns.completed'),
      cell: completed,
      td: { style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } },
    },
  ];

  return (
    <Stack gap="md" maw={1100}>
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
      <PagedResults
        list={polls}
        empty={t('editor.empty')}
        emptyIcon={IconChecklist}
        failed={t('editor.failed')}
        loading="spinner"
        onPage={(page) => setUrl({ page })}
      >
        {(items, busy) => (
          <TableOrCards
            items={items}
            label={t('editor.caption')}
            columns={columns}
            itemKey={(poll) => poll.id}
            minRem={TABLE_MIN_REM}
            busy={busy}
            card={(poll) => (
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
            )}
          />
        )}
      </PagedResults>
    </Stack>
  );
}
