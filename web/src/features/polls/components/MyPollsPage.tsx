import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pageParam, usePageWithin, useUrlState, type UrlParams } from '../../../shared/lib/use-url-state';
import { PagedResults } from '../../../shared/ui/PagedResults';
import { useMyPolls } from '../api';
import { useText } from '../i18n';

const params: UrlParams<{ page: number }> = { page: pageParam };

/** «Опросы» to take (002 «Polls to take»): each with its name and «Пройти»; «Доступных опросов нет». */
export function MyPollsPage() {
  const t = useText();
  const [url, setUrl] = useUrlState(params);
  const polls = useMyPolls(url.page);
  usePageWithin(url.page, polls.isPlaceholderData ? undefined : polls.data?.meta.last_page, (page) =>
    setUrl({ page }, { replace: true }),
  );
  return (
    <Stack maw={720}>
      <PagedResults
        list={polls}
        empty={t('passage.empty')}
        emptyIcon={IconChecklist}
        failed={t('passage.failed')}
        loading="spinner"
        onPage={(page) => setUrl({ page })}
      >
        {(items, busy) => (
          <Stack
            component="ul"
            gap="sm"
            aria-label={t('passage.caption')}
            aria-busy={busy || undefined}
            style={{ listStyle: 'none', padding: 0, margin: 0, opacity: busy ? 0.6 : 1 }}
          >
            {items.map((poll) => (
              <Paper component="li" key={poll.uuid} withBorder radius="md" p="md">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                    <Group gap="xs">
                      <Text fw={600}>{poll.name}</Text>
                      {poll.is_worksheet && (
                        <Badge variant="light" size="sm">
                          {t('passage.worksheet')}
                        </Badge>
                      )}
                    </Group>
                    {poll.description && (
                      <Text size="sm" c="dimmed">
                        {poll.description}
                      </Text>
                    )}
                  </Stack>
                  <Button
                    component={Link}
                    to={`/polls_passage/${poll.uuid}`}
                    variant="light"
                    aria-label={t('passage.takeNamed', { name: poll.name })}
                  >
                    {t('passage.take')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
