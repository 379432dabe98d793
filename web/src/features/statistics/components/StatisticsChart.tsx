import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { InstituteStatistics } from '@portal/contract';
import { Rectangle, type BarShapeProps } from 'recharts';
import { useLanguage } from '../../../shared/i18n/language';
import { useLowVision } from '../../../shared/lib/low-vision';
import { formatPercent, percentAxisTicks, activationPercent } from '../statistics-model';
import { useText } from '../i18n';

interface StatisticsChartProps {
  /** The institutes shown, in the table's order. */
  institutes: InstituteStatistics[];
  /** Drawn as outlines: hidden ones that «Показать все» brought back for now. */
  hidden: ReadonlySet<number>;
}

/** The root font size: 16 px, or the low-vision version's 20, 24, 28 px. */
const NORMAL_ROOT_PX = 16;

/** A hidden institute's bar is an outline, so that it differs from the others by shape, not only by colour. */
function barShape({ payload, ...rect }: BarShapeProps) {
  if (!(payload as { hidden?: boolean } | undefined)?.hidden) return <Rectangle {...rect} />;
  return (
    <Rectangle
      {...rect}
      fill="var(--mantine-color-body)"
      stroke="var(--mantine-color-text)"
      strokeWidth={2}
      strokeDasharray="5 3"
    />
  );
}

/**
 * Activation per institute: who signed in over all students, % (000 §2). Text follows the root font
 * size (the low-vision version's 20–28 px), colours follow the scheme through Mantine's variables.
 * The bars lie down when the names would not fit under them side by side (a phone, a large font).
 */
export function StatisticsChart({ institutes, hidden }: StatisticsChartProps) {
  const t = useText();
  const language = useLanguage();
  const lowVision = useLowVision();
  const { ref, width } = useElementSize();
  const rootPx = lowVision?.size ?? NORMAL_ROOT_PX;
  const fontSize = Math.round(rootPx * 0.8125);
  const scale = fontSize / 13;
  // An average glyph of the interface font is about 0.62 em wide; wide spacing adds 0.12 em a letter.
  const charWidth = fontSize * (0.62 + (lowVision?.spacing === 'wide' ? 0.12 : 0));

  const data = institutes.map((institute) => ({
    short_name: institute.short_name || institute.name,
    name: institute.name,
    percent: activationPercent(institute),
    hidden: hidden.has(institute.id),
  }));
  const allTicks = percentAxisTicks(data.map((d) => d.percent));

  const longestName = Math.max(3, ...data.map((d) => d.short_name.length));
  const nameWidth = Math.ceil(longestName * charWidth) + 8;
  const percentWidth = Math.ceil('100 %'.length * charWidth) + 12;
  const valueLabelWidth = Math.ceil('100,0 %'.length * charWidth) + 8;
  // Standing bars need each name to fit its slot; otherwise (or before the width is known) they lie down.
  const standing =
    width > 0 && (width - percentWidth) / Math.max(1, data.length) >= Math.max(nameWidth, valueLabelWidth) + 8;
  const lying = !standing;

  // A lying chart on a phone with a large font has room for fewer percent labels: every second or third.
  const percentAxisLength = lying ? width - nameWidth - valueLabelWidth : Math.round(280 * scale);
  const perTick = percentAxisLength / Math.max(1, allTicks.length - 1);
  const step = lying && width > 0 ? Math.max(1, Math.ceil((percentWidth + 4) / Math.max(1, perTick))) : 1;
  const ticks = allTicks.filter((_, i) => i % step === 0);
  const percentAxis = {
    domain: [0, allTicks.at(-1) ?? 100],
    ticks,
    interval: 0 as const,
    tickFormatter: (value: number) => `${value} %`,
  };

  const tick = { fontSize, fill: 'currentColor' };
  const slot = Math.round(40 * scale);

  return (
    <Box ref={ref}>
      <BarChart
        h={
          lying
            ? Math.max(Math.round(160 * scale), data.length * slot + Math.round(40 * scale))
            : Math.round(280 * scale)
        }
        data={data}
        dataKey="short_name"
        orientation={lying ? 'vertical' : 'horizontal'}
        series={[{ name: 'percent', label: t('columns.percent'), color: 'university.6' }]}
        valueFormatter={(value) => `${formatPercent(value, language)} %`}
        withBarValueLabel
        valueLabelProps={{ fontSize }}
        maxBarWidth={lying ? Math.round(24 * scale) : Math.round(56 * scale)}
        gridAxis={lying ? 'y' : 'x'}
        gridColor={lowVision ? 'var(--mantine-color-text)' : undefined}
        xAxisProps={
          lying
            ? { ...percentAxis, tick, height: Math.round(30 * scale) }
            : { tick, interval: 0, height: Math.round(30 * scale) }
        }
        yAxisProps={lying ? { width: nameWidth, tick } : { ...percentAxis, width: percentWidth, tick }}
        barChartProps={lying ? { margin: { right: valueLabelWidth } } : { margin: { top: fontSize + 4 } }}
        barProps={{ shape: barShape }}
        // The tooltip is never wider than the chart (Mantine's 12.5rem minimum is 350 px at 28 px): no sideways
        // scrolling on a phone.
        styles={{ tooltip: { minWidth: 0 } }}
        tooltipProps={{
          wrapperStyle: { maxWidth: '100%' },
          labelFormatter: (label, payload) => (payload[0]?.payload as { name?: string } | undefined)?.name ?? label,
        }}
      />
    </Box>
  );
}
