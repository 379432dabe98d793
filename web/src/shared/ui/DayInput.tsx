import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useId } from 'react';
import { useSharedText } from '../i18n/shared-text';

export interface DayInputProps {
  label: string;
  placeholder: string;
  /** `YYYY-MM-DD`, or null: no day. */
  value: string | null;
  onChange: (day: string | null) => void;
  /** The clear button's accessible name. */
  clearLabel: string;
  error?: string;
  /** Days before or after these (`YYYY-MM-DD`) cannot be picked. */
  minDate?: string;
  maxDate?: string;
}

/**
 * One calendar day in a date picker (a window on phones), shown `DD.MM.YYYY`, clearable: a «from»
 * or «to» field of a filter. Its calendar is named by the field's label, as DayRangeInput's is.
 */
export function DayInput({ label, placeholder, value, onChange, clearLabel, error, minDate, maxDate }: DayInputProps) {
  const t = useSharedText();
  const isPhone = useMediaQuery('(max-width: 36em)', false) ?? false;
  const id = useId();
  return (
    <DatePickerInput
      id={id}
      label={label}
      placeholder={placeholder}
      valueFormat="DD.MM.YYYY"
      leftSection={<IconCalendar size={18} aria-hidden />}
      leftSectionPointerEvents="none"
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      value={value}
      onChange={onChange}
      minDate={minDate}
      maxDate={maxDate}
      error={error}
      ariaLabels={t('calendar', { returnObjects: true })}
      hideOutsideDates
      dropdownType={isPhone ? 'modal' : 'popover'}
      popoverProps={{ id: `${id}-label` }}
      modalProps={{ title: label, centered: true }}
    />
  );
}
