import { BarChart } from '@mantine/charts';
import { useMediaQuery } from '@mantine/hooks';
import type { InstituteStatistics } from '@portal/contract';
import { formatPercent, percentAxisTicks, activationPercent } from '../statistics-model';
import { statisticsStrings } from '../strings';

interface StatisticsChartProps {
  /** The institutes shown, in the table's order. */
  institutes: InstituteStatistics[];
  /** Drawn grey: hidden ones that «Показать все» brought back for now. */
  hidden: ReadonlySet<number>;
}

/** Activation per institute: who signed in over all students, % (000 §2). Bars lie down on a phone. */
export function StatisticsChart({ institutes, hidden }: StatisticsChartProps) {
  const isPhone = useMediaQuery('(max-width: 36em)', false) ?? false;
  const data = institutes.map((institute) => ({
    short_name: institute.short_name || institute.name,
    name: institute.name,
    percent: activationPercent(institute),
    ...(hidden.has(institute.id) ? { color: 'gray.4' } : {}),
  }));
  const ticks = percentAxisTicks(data.map((d) => d.percent));
  const percentAxis = { domain: [0, ticks.at(-1) ?? 100], ticks, interval: 0 as const, tickFormatter: (value: number) => `${value} %` };

  return (
    <BarChart
      h={isPhone ? Math.max(160, data.length * 40 + 40) : 280}
      data={data}
      dataKey="short_name"
      orientation={isPhone ? 'vertical' : 'horizontal'}
      series={[{ name: 'percent', label: statisticsStrings.columns.percent, color: 'university.6' }]}
      valueFormatter={(value) => `${formatPercent(value)} %`}
      withBarValueLabel
      maxBarWidth={isPhone ? 24 : 56}
      gridAxis={isPhone ? 'y' : 'x'}
      xAxisProps={isPhone ? percentAxis : undefined}
      yAxisProps={isPhone ? { width: 44 } : { ...percentAxis, width: 48 }}
      barChartProps={isPhone ? { margin: { right: 48 } } : undefined}
      tooltipProps={{ labelFormatter: (label, payload) => (payload[0]?.payload as { name?: string } | undefined)?.name ?? label }}
    />
  );
}
