import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useSharedText } from '../i18n/shared-text';
import classes from './SearchField.module.css';

interface SearchFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter: search now, without waiting for the debounce. */
  onSubmit?: () => void;
}

/** A labelled search box with a clear button; pair it with `useSyncedSearch`. */
export function SearchField({ value, onChange, onSubmit, ...props }: SearchFieldProps) {
  const t = useSharedText();
  return (
    <TextInput
      type="search"
      autoComplete="off"
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={value ? <CloseButton size="sm" aria-label={t('clearSearch')} onClick={() => onChange('')} /> : null}
      classNames={{ input: classes.input }}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSubmit?.();
      }}
      {...props}
    />
  );
}
