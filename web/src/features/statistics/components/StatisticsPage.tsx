import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBarOff, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { useStatistics } from '../api';
import { rangeFromParams, rangeToParams, type DayRange } from '../date-range';
import { useHiddenInstitutes } from '../hidden-institutes';
import { DEFAULT_SORT, nextSort, sortStatistics, type StatisticsSortKey } from '../statistics-model';
import { useText } from '../i18n';
import { ExportButton } from './ExportButton';
import { StatisticsChart } from './StatisticsChart';
import { StatisticsRangePicker } from './StatisticsRangePicker';
import { StatisticsTable } from './StatisticsTable';

/**
 * Login statistics (000 §2): a range of days, the share of each institute's students who signed in
 * as a chart and as a sortable table with kafedra rows, institutes hidden in this browser, the export.
 */
export function StatisticsPage() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const range = useMemo(() => rangeFromParams(new URLSearchParams(search)), [search]);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const { hidden, toggle } = useHiddenInstitutes();
  const [showAll, setShowAll] = useState(false);
  const statistics = useStatistics(range);

  const sorted = useMemo(() => sortStatistics(statistics.data ?? [], sort), [statistics.data, sort]);
  const hiddenCount = sorted.filter((institute) => hidden.has(institute.id)).length;
  const revealing = showAll && hiddenCount > 0;
  const shown = revealing ? sorted : sorted.filter((institute) => !hidden.has(institute.id));

  const changeRange = (next: DayRange) => setParams(rangeToParams(next), { replace: true });
  const changeSort = (column: StatisticsSortKey) => setSort((current) => nextSort(current, column));
  const toggleHidden = (id: number) => {
    toggle(id);
    // The last hidden one is back: the next one hidden leaves the screen again.
    if (hidden.has(id) && hiddenCount === 1) setShowAll(false);
  };

  return (
    <Stack gap="lg" maw={1200}>
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <StatisticsRangePicker value={range} onChange={changeRange} />
          <ExportButton range={range} sort={sort} />
        </Group>
      </Paper>

      {statistics.isPending ? (
        <StatisticsSkeleton />
      ) : statistics.isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => void statistics.refetch()} />
      ) : sorted.length === 0 ? (
        <Paper withBorder radius="lg" p="md">
          <EmptyState icon={<IconChartBarOff size={40} stroke={1.4} aria-hidden />}>{t('empty')}</EmptyState>
        </Paper>
      ) : (
        <Stack
          gap="lg"
          aria-busy={statistics.isPlaceholderData}
          style={{ opacity: statistics.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <Paper component="figure" withBorder radius="lg" p="md" m={0} aria-labelledby="statistics-chart-title">
            <Stack gap={4} mb="md">
              <Title order={2} size="h4" id="statistics-chart-title">
                {t('chartTitle')}
              </Title>
              <Text size="sm" c="dimmed" component="figcaption">
                {t('chartDescription', { count: shown.length })}
              </Text>
            </Stack>
            {shown.length > 0 ? (
              <StatisticsChart institutes={shown} hidden={hidden} />
            ) : (
              <EmptyState>{t('allHidden')}</EmptyState>
            )}
          </Paper>

          <Paper component="section" withBorder radius="lg" p="md" aria-labelledby="statistics-table-title">
            <Group justify="space-between" align="center" mb="sm" gap="sm">
              <Title order={2} size="h4" id="statistics-table-title">
                {t('tableTitle')}
              </Title>
              {hiddenCount > 0 && (
                <Group gap="sm">
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {t('hiddenCount', { count: hiddenCount })}
                  </Text>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={revealing ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
                    onClick={() => setShowAll(!revealing)}
                  >
                    {revealing ? t('hide') : t('showAll')}
                  </Button>
                </Group>
              )}
            </Group>
            {shown.length > 0 ? (
              <StatisticsTable
                institutes={shown}
                hidden={hidden}
                sort={sort}
                onSort={changeSort}
                onToggleHidden={toggleHidden}
              />
            ) : (
              <EmptyState>{t('allHidden')}</EmptyState>
            )}
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}

function StatisticsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Skeleton h={340} radius="lg" />
      <Skeleton h={420} radius="lg" />
    </Stack>
  );
}
