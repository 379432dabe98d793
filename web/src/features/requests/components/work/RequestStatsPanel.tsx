import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { RequestStats } from '@portal/contract';
import { useLanguage } from '../../../../shared/i18n/language';
import { useDesk } from '../../desk';
import { useText } from '../../i18n';

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
  const t = useText();
  const { kind } = useDesk();
  const language = useLanguage();
  const n = (v: number) => v.toLocaleString(language);
  /** «1 ч 5 мин», «3 дн 4 ч», «12 мин» from minutes. */
  const duration = (minutes: number | null): string => {
    if (minutes === null) return t('work.stats.none');
    const days = Math.floor(minutes / 1440);
    const hours = Math.floor((minutes % 1440) / 60);
    const rest = minutes % 60;
    if (days > 0) return hours > 0 ? t('work.duration.daysHours', { days, hours }) : t('work.duration.days', { days });
    if (hours > 0)
      return rest > 0 ? t('work.duration.hoursMinutes', { hours, minutes: rest }) : t('work.duration.hours', { hours });
    return t('work.duration.minutes', { minutes: rest });
  };
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby="request-stats-title"
    >
      <Title order={2} size="h4" id="request-stats-title" mb="xs">
        {t('work.stats.title')}
      </Title>
      {stats ? (
        <SimpleGrid type="container" cols={{ base: 2, '30rem': 3, '50rem': 6 }} spacing="md">
          <Figure label={t('work.stats.total')} value={n(stats.total)} />
          <Figure label={t('status.new', { context: kind })} value={n(stats.new)} />
          <Figure label={t('status.accepted', { context: kind })} value={n(stats.accepted)} />
          <Figure label={t('status.closed', { context: kind })} value={n(stats.closed)} />
          <Figure label={t('work.stats.medianAccept')} value={duration(stats.median_accept_minutes)} />
          <Figure label={t('work.stats.medianClose')} value={duration(stats.median_close_minutes)} />
        </SimpleGrid>
      ) : (
        <Skeleton height={48} aria-busy="true" />
      )}
    </Paper>
  );
}
