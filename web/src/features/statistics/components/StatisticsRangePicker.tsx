import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { dayjs, toDayString } from '../../../shared/lib/dates';
import { lastDays, type DayRange } from '../date-range';
import { statisticsStrings } from '../strings';

interface StatisticsRangePickerProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
}

type Draft = DatesRangeValue<string>;

/** The range of days; a half-chosen range is kept in the picker only and dropped when it closes unfinished. */
export function StatisticsRangePicker({ value, onChange }: StatisticsRangePickerProps) {
  const [draft, setDraft] = useState<Draft>([value.start, value.end]);
  const [shown, setShown] = useState(value);
  // A new range from outside (the address, a preset) replaces whatever the picker holds.
  if (shown.start !== value.start || shown.end !== value.end) {
    setShown(value);
    setDraft([value.start, value.end]);
  }
  const isPhone = useMediaQuery('(max-width: 36em)', false) ?? false;
  const today = new Date();
  const presets = [
    { value: asDraft(lastDays(7, today)), label: statisticsStrings.presets.week },
    { value: asDraft(lastDays(30, today)), label: statisticsStrings.presets.month },
    { value: [toDayString(dayjs(today).startOf('month')), toDayString(today)] as Draft, label: statisticsStrings.presets.currentMonth },
    { value: asDraft(lastDays(365, today)), label: statisticsStrings.presets.year },
  ];

  return (
    <DatePickerInput
      type="range"
      label={statisticsStrings.period}
      description={statisticsStrings.periodDescription}
      placeholder={statisticsStrings.periodPlaceholder}
      valueFormat="DD.MM.YYYY"
      labelSeparator="–"
      leftSection={<IconCalendar size={18} aria-hidden />}
      leftSectionPointerEvents="none"
      value={draft}
      maxDate={toDayString(today)}
      allowSingleDateInRange
      presets={isPhone ? undefined : presets}
      dropdownType={isPhone ? 'modal' : 'popover'}
      modalProps={{ title: statisticsStrings.period, centered: true }}
      onChange={(next) => {
        setDraft(next);
        const [start, end] = next;
        if (start && end) onChange({ start, end });
      }}
      onDropdownClose={() => setDraft((current) => (current[0] && current[1] ? current : [value.start, value.end]))}
      w={{ base: '100%', xs: 280 }}
    />
  );
}

const asDraft = (range: DayRange): Draft => [range.start, range.end];
