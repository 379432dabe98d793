import { Checkbox } from '@mantine/core';

interface VerifiedCheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown when a save was tried without the tick (001 §5). */
  error?: string;
}

/** «Я проверил(а), все верно»: a save of the back office waits for it (001 §2, §5). */
export function VerifiedCheckbox({ label, checked, onChange, error }: VerifiedCheckboxProps) {
  return (
    <Checkbox
      label={label}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
    />
  );
}
