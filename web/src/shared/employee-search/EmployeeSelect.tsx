import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { directoryEndpoints, type EmployeeListItem } from '@portal/contract';
import { useMemo, useState } from 'react';
import { api } from '../api/client';
import { fullName } from '../lib/names';
import { SEARCH_DEBOUNCE_MS } from '../lib/use-debounced-search';
import { selfScrollingListbox } from '../ui/listbox';
import { useText } from './i18n';

/** The employees whose surname matches (POST /api/account/admin/employees, 002 §7). */
const employeeSearchOptions = (search: string) =>
  queryOptions({
    queryKey: ['employee-search', search] as const,
    queryFn: ({ signal }) =>
      api(directoryEndpoints.employees, { query: { page: 1 }, body: { search_string: search } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The search, once it is long enough. */
const useEmployeeSearch = (search: string, minChars: number) =>
  useQuery({ ...employeeSearchOptions(search), enabled: search.length >= minChars });

/** The chosen employee as the field shows it: a search's item, or a name saved before. */
export type EmployeeChoice = Pick<EmployeeListItem, 'id' | 'surname' | 'name' | 'patronymic'>;

interface EmployeeSelectProps {
  label: string;
  value: EmployeeChoice | null;
  onChange: (employee: EmployeeListItem | null) => void;
  error?: string | undefined;
  /** The search starts at this many characters (002 §5: more than 2 for a service's responsible). */
  minChars?: number;
  required?: boolean;
  autoFocus?: boolean;
}

/**
 * A live search of employees by surname (ё and е alike, by the server), 350 ms after the last key;
 * only those with an account can be chosen (002 §7). The chosen one stays an option whatever the
 * search found.
 */
export function EmployeeSelect({
  label,
  value,
  onChange,
  error,
  minChars = 1,
  required,
  autoFocus,
}: EmployeeSelectProps) {
  const t = useText();
  const [searchValue, setSearchValue] = useState('');
  const [search] = useDebouncedValue(searchValue.trim(), SEARCH_DEBOUNCE_MS);
  const found = useEmployeeSearch(search, minChars);
  const people = useMemo((): EmployeeChoice[] => {
    // Only those with an account can be chosen, so only they are offered (002 §7).
    const list: EmployeeChoice[] =
      search.length >= minChars ? (found.data?.items ?? []).filter((p) => p.user_id !== null) : [];
    return value && !list.some((p) => p.id === value.id) ? [value, ...list] : list;
  }, [found.data, search, minChars, value]);
  const hint = minChars > 1 ? t('enterLetters', { count: minChars }) : t('enterSurname');
  const options = people.map((p) => ({ value: String(p.id), label: fullName(p) }));
  return (
    <Select
      label={label}
      placeholder={t('placeholder')}
      searchable
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      data={options}
      value={value ? String(value.id) : null}
      onChange={(id) => {
        if (id === null) onChange(null);
        else if (id !== String(value?.id)) onChange(found.data?.items.find((p) => String(p.id) === id) ?? null);
      }}
      filter={({ options: all }) => all}
      nothingFoundMessage={search.length < minChars ? hint : found.isFetching ? null : t('notFound')}
      rightSection={found.isFetching ? <Loader size={16} aria-hidden /> : undefined}
      error={error}
      withAsterisk={required}
      data-autofocus={autoFocus || undefined}
      {...selfScrollingListbox}
    />
  );
}
