import { DatePickerInput, type DatePickerInputProps, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { toDayString, type DayRange } from '../lib/dates';
import { useSharedText } from '../i18n/shared-text';

type Draft = DatesRangeValue<string>;
const asDraft = (range: DayRange | null): Draft => [range?.start ?? null, range?.end ?? null];

export interface DayRangeInputProps {
  label: string;
  placeholder: string;
  description?: string;
  /** Null: no range chosen (only with `clearLabel`). */
  value: DayRange | null;
  onChange: (range: DayRange | null) => void;
  /** Makes the range clearable; the clear button's accessible name. */
  clearLabel?: string;
  /** Ready-made ranges beside the calendar (not on phones, where the picker is a window). */
  presets?: { range: DayRange; label: string }[];
  w?: DatePickerInputProps<'range'>['w'];
}

/**
 * A range of calendar days up to today, both included, in a date picker (a window on phones).
 * A half-chosen range stays in the picker only and is dropped when it closes unfinished.
 */
export function DayRangeInput({
  label,
  placeholder,
  description,
  value,
  onChange,
  clearLabel,
  presets,
  w,
}: DayRangeInputProps) {
  const t = useSharedText();
  const [draft, setDraft] = useState<Draft>(asDraft(value));
  const [shown, setShown] = useState(value);
  // A new range from outside (the address, a preset, a reset) replaces whatever the picker holds.
  if (shown?.start !== value?.start || shown?.end !== value?.end) {
    setShown(value);
    setDraft(asDraft(value));
  }
  const isPhone = useMediaQuery('(max-width: 36em)', false) ?? false;
  const id = useId();

  return (
    <DatePickerInput
      type="range"
      id={id}
      label={label}
      description={description}
      placeholder={placeholder}
      valueFormat="DD.MM.YYYY"
      labelSeparator="–"
      leftSection={<IconCalendar size={18} aria-hidden />}
      leftSectionPointerEvents="none"
      clearable={clearLabel !== undefined}
      clearButtonProps={clearLabel ? { 'aria-label': clearLabel } : undefined}
      value={draft}
      maxDate={toDayString(new Date())}
      allowSingleDateInRange
      ariaLabels={t('calendar', { returnObjects: true })}
      // Days of the months around are drawn pale (2.2:1); the month's own days are enough to pick from.
      hideOutsideDates
      presets={isPhone || !presets ? undefined : presets.map((p) => ({ value: asDraft(p.range), label: p.label }))}
      dropdownType={isPhone ? 'modal' : 'popover'}
      // The calendar's window is named by the field's label: Mantine names it after the popover's
      // own id, which nothing carries, so that id is made the label's («{id}-label»).
      popoverProps={{ id: `${id}-label` }}
      modalProps={{ title: label, centered: true }}
      onChange={(next) => {
        setDraft(next);
        const [start, end] = next;
        if (start && end) onChange({ start, end });
        else if (!start && !end && clearLabel) onChange(null);
      }}
      onDropdownClose={() => setDraft((current) => (current[0] && current[1] ? current : asDraft(value)))}
      w={w}
    />
  );
}
