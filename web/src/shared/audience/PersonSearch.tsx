import { Loader, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { selfScrollingListbox } from '../ui/listbox';
import { usePeopleNames, usePeopleSearch } from './api';
import type { AudienceType } from './form';
import { useText } from './i18n';
import { emptyOption } from '../ui/EmptyOption';

/** Recipients are searched this long after the last key (001 §9). */
export const PERSON_SEARCH_DEBOUNCE_MS = 600;

interface PersonSearchProps {
  type: AudienceType;
  /** The picked people's ids (the filter's `ids`). */
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}

/** «ФИО»: a live search of students or employees by name, more than 2 characters (001 §2, §9). */
export function PersonSearch({ type, value, onChange, disabled }: PersonSearchProps) {
  const t = useText();
  const [searchValue, setSearchValue] = useState('');
  const [search] = useDebouncedValue(searchValue.trim(), PERSON_SEARCH_DEBOUNCE_MS);
  const found = usePeopleSearch(type, search);
  const named = usePeopleNames(type, value);

  // The picked people stay options whatever the search found, so the field can show them.
  const options = useMemo(() => {
    const byId = new Map<number, string>();
    for (const person of named.data ?? []) byId.set(person.id, person.label);
    if (search.length > 2) for (const person of found.data ?? []) byId.set(person.id, person.label);
    for (const id of value) if (!byId.has(id)) byId.set(id, '…');
    return [...byId].map(([id, label]) => ({ value: id, label }));
  }, [named.data, found.data, search, value]);

  const nothingFound = search.length <= 2 ? t('fullNameHint') : found.isFetching ? null : t('nobodyFound');
  return (
    <MultiSelect<number>
      label={t('fullName')}
      placeholder={value.length === 0 ? t('fullNamePlaceholder') : undefined}
      searchable
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      value={value}
      onChange={onChange}
      data={options}
      // The server has searched already (ё and е alike); the field must not filter its answer again.
      filter={({ options: all }) => all}
      nothingFoundMessage={emptyOption(nothingFound)}
      rightSection={found.isFetching ? <Loader size={16} aria-hidden /> : undefined}
      disabled={disabled}
      clearable
      clearButtonProps={{ 'aria-label': `${t('removePerson')}: ${t('fullName')}` }}
      comboboxProps={{ shadow: 'md' }}
      {...selfScrollingListbox}
    />
  );
}
