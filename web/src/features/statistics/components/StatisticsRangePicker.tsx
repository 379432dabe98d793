import { dayjs, toDayString } from '../../../shared/lib/dates';
import { DayRangeInput } from '../../../shared/ui/DayRangeInput';
import { lastDays, type DayRange } from '../date-range';
import { useText } from '../i18n';

interface StatisticsRangePickerProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
}

/** The statistics' range of days, with the presets of a week, a month, this month and a year. */
export function StatisticsRangePicker({ value, onChange }: StatisticsRangePickerProps) {
  const t = useText();
  const today = new Date();
  const presets = [
    { range: lastDays(7, today), label: t('presets.week') },
    { range: lastDays(30, today), label: t('presets.month') },
    {
      range: { start: toDayString(dayjs(today).startOf('month')), end: toDayString(today) },
      label: t('presets.currentMonth'),
    },
    { range: lastDays(365, today), label: t('presets.year') },
  ];
  return (
    <DayRangeInput
      label={t('period')}
      description={t('periodDescription')}
      placeholder={t('periodPlaceholder')}
      value={value}
      onChange={(range) => range && onChange(range)}
      presets={presets}
      w={{ base: '100%', xs: 280 }}
    />
  );
}
