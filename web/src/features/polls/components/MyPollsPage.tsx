import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChecklist } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pageParam, usePageWithin, useUrlState, type UrlParams } from '../../../shared/lib/use-url-state';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { PagePagination } from '../../../shared/ui/PagePagination';
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
  if (polls.isPending) return <PageLoader />;
  if (polls.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('passage.failed')} maw={720}>
        <Button size="xs" variant="white" color="red" mt="xs" onClick={() => void polls.refetch()}>
          {t('passage.retry')}
        </Button>
      </Alert>
    );
  }
  if (polls.data.items.length === 0)
    return <EmptyState icon={<IconChecklist size={32} aria-hidden />}>{t('passage.empty')}</EmptyState>;
  return (
    <Stack gap="sm" maw={720}>
      <Stack
        component="ul"
        gap="sm"
        aria-label={t('passage.caption')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {polls.data.items.map((poll) => (
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
                  <Text size="sm" c="dimmed" lineClamp={2}>
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
      <PagePagination meta={polls.data.meta} onChange={(page) => setUrl({ page })} />
    </Stack>
  );
}
