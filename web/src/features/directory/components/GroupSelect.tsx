import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LIVE_SELECT_MIN_CHARS, type ReferenceItem } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useGroupSearch } from '../api';
import { directoryStrings } from '../strings';

/** A live select waits this long after the last key (000 §5). */
const LIVE_SELECT_DEBOUNCE_MS = 300;

interface GroupSelectProps {
  value: ReferenceItem | null;
  onChange: (group: ReferenceItem | null) => void;
}

/** The group filter of the employee's student list: a live select over GET /api/groups. */
export function GroupSelect({ value, onChange }: GroupSelectProps) {
  const [searchValue, setSearchValue] = useState('');
  const [search] = useDebouncedValue(searchValue.trim(), LIVE_SELECT_DEBOUNCE_MS);
  const groups = useGroupSearch(search);

  // The chosen group stays an option whatever the search found, so the field can show it.
  const options = useMemo(() => {
    const found = search.length >= LIVE_SELECT_MIN_CHARS ? (groups.data ?? []) : [];
    return value && !found.some((g) => g.id === value.id) ? [value, ...found] : found;
  }, [groups.data, search, value]);

  const nothingFound =
    search.length < LIVE_SELECT_MIN_CHARS ? directoryStrings.groupSearchHint : groups.isFetching ? null : directoryStrings.groupsNotFound;

  return (
    <Select<number>
      label={directoryStrings.fields.groups}
      placeholder={directoryStrings.groupSearchPlaceholder}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': `${directoryStrings.reset}: ${directoryStrings.fields.groups}` }}
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      value={value?.id ?? null}
      onChange={(id) => onChange(options.find((g) => g.id === id) ?? null)}
      data={options.map((g) => ({ value: g.id, label: g.name }))}
      // The server has searched already; the field must not filter the answer again.
      filter={({ options: all }) => all}
      nothingFoundMessage={nothingFound}
      error={groups.isError ? directoryStrings.filterLoadError : undefined}
      rightSection={groups.isFetching ? <Loader size={16} aria-hidden /> : undefined}
      maw={{ sm: 360 }}
    />
  );
}
