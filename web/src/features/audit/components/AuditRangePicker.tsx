import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { toDayString } from '../../../shared/lib/dates';
import { auditStrings as s } from '../strings';

type Range = DatesRangeValue<string>;

interface AuditRangePickerProps {
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
}

/**
 * The days of the log, both included; empty: all of them. A half-chosen range stays in the
 * picker only and is dropped when it closes unfinished; clearing shows every day again.
 */
export function AuditRangePicker({ from, to, onChange }: AuditRangePickerProps) {
  const [draft, setDraft] = useState<Range>([from, to]);
  const [shown, setShown] = useState<Range>([from, to]);
  // A new range from outside (the reset) replaces whatever the picker holds.
  if (shown[0] !== from || shown[1] !== to) {
    setShown([from, to]);
    setDraft([from, to]);
  }
  const isPhone = useMediaQuery('(max-width: 36em)', false) ?? false;

  return (
    <DatePickerInput
      type="range"
      label={s.period}
      placeholder={s.periodPlaceholder}
      valueFormat="DD.MM.YYYY"
      labelSeparator="–"
      leftSection={<IconCalendar size={18} aria-hidden />}
      leftSectionPointerEvents="none"
      clearable
      clearButtonProps={{ 'aria-label': s.clearPeriod }}
      value={draft}
      maxDate={toDayString(new Date())}
      allowSingleDateInRange
      dropdownType={isPhone ? 'modal' : 'popover'}
      modalProps={{ title: s.period, centered: true }}
      onChange={(next) => {
        setDraft(next);
        const [start, end] = next;
        if (start && end) onChange(start, end);
        else if (!start && !end) onChange(null, null);
      }}
      onDropdownClose={() => setDraft((current) => (current[0] && current[1] ? current : [from, to]))}
    />
  );
}
