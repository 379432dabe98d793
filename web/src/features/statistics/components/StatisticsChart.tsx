import { BarChart } from '@mantine/charts';
import type { InstituteStatistics } from '@portal/contract';
import { formatPercent, percentOf } from '../statistics-model';
import { statisticsStrings } from '../strings';

interface StatisticsChartProps {
  /** The institutes shown, in the table's order. */
  institutes: InstituteStatistics[];
  /** Drawn grey: hidden ones that «Показать все» brought back for now. */
  hidden: ReadonlySet<number>;
}

/** Rounds the top of the axis up to the next 10 %, so small shares are still readable bars. */
const axisTop = (dataMax: number) => Math.min(100, Math.max(10, Math.ceil(dataMax / 10) * 10));

/** Activation per institute: who signed in over all students, % (000 §2). */
export function StatisticsChart({ institutes, hidden }: StatisticsChartProps) {
  const data = institutes.map((institute) => ({
    short_name: institute.short_name || institute.name,
    name: institute.name,
    percent: percentOf(institute),
    ...(hidden.has(institute.id) ? { color: 'gray.4' } : {}),
  }));
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="short_name"
      series={[{ name: 'percent', label: statisticsStrings.columns.percent, color: 'university.6' }]}
      valueFormatter={(value) => `${formatPercent(value)} %`}
      withBarValueLabel
      maxBarWidth={56}
      yAxisProps={{ domain: [0, axisTop], width: 56 }}
      tooltipProps={{ labelFormatter: (_label, payload) => (payload[0]?.payload as { name?: string } | undefined)?.name ?? _label }}
    />
  );
}
