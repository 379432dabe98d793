import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { RequestStats } from '@portal/contract';
import { useDesk } from '../../desk';
import { durationText } from '../../strings';


function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** «Статистика» over the filtered requests: how many in each status, and the median times to accept and to close. */
export function RequestStatsPanel({ stats }: { stats: RequestStats | undefined }) {
  const requestUiStrings = useDesk().t;
  const s = requestUiStrings.work.stats;
  const n = (v: number) => v.toLocaleString('ru-RU');
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby="request-stats-title">
      <Title order={2} size="h4" id="request-stats-title" mb="xs">
        {s.title}
      </Title>
      {stats ? (
        <SimpleGrid type="container" cols={{ base: 2, '30rem': 3, '50rem': 6 }} spacing="md">
          <Figure label={s.total} value={n(stats.total)} />
          <Figure label={requestUiStrings.status[1]!} value={n(stats.new)} />
          <Figure label={requestUiStrings.status[3]!} value={n(stats.accepted)} />
          <Figure label={requestUiStrings.status[2]!} value={n(stats.closed)} />
          <Figure label={s.medianAccept} value={durationText(stats.median_accept_minutes)} />
          <Figure label={s.medianClose} value={durationText(stats.median_close_minutes)} />
        </SimpleGrid>
      ) : (
        <Skeleton height={48} aria-busy="true" />
      )}
    </Paper>
  );
}
