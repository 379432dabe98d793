import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_SELECT_MIN_CHARS, type ReferenceItem } from '@portal/contract';
import { useMemo, useState } from 'react';
import { referenceNamesOptions, useReferenceNames } from '../../../shared/student-filter/api';
import { useText as useFilterText } from '../../../shared/student-filter/i18n';
import { useGroupSearch } from '../api';
import { useText } from '../i18n';

/** A live select waits this long after the last key (000 §5). */
const LIVE_SELECT_DEBOUNCE_MS = 300;

interface GroupSelectProps {
  /** The chosen group's id. */
  value: number | null;
  onChange: (groupId: number | null) => void;
}

/** The group filter of the employee's student list: a live select over GET /api/groups. */
export function GroupSelect({ value, onChange }: GroupSelectProps) {
  const t = useText();
  const filterText = useFilterText();
  const [searchValue, setSearchValue] = useState('');
  const [search] = useDebouncedValue(searchValue.trim(), LIVE_SELECT_DEBOUNCE_MS);
  const groups = useGroupSearch(search);
  const queryClient = useQueryClient();
  const found = useMemo(
    () => (search.length >= LIVE_SELECT_MIN_CHARS ? (groups.data ?? []) : []),
    [groups.data, search],
  );
  // A group chosen before (a link, Back) is named by its id when the search has not found it.
  const chosenName = useReferenceNames('groups', value !== null && !found.some((g) => g.id === value) ? [value] : []);

  // The chosen group stays an option whatever the search found, so the field can show it.
  const options = useMemo(() => {
    if (value === null || found.some((g) => g.id === value)) return found;
    const chosen: ReferenceItem = { id: value, name: chosenName.data?.get(value) ?? '…' };
    return [chosen, ...found];
  }, [found, value, chosenName.data]);

  const choose = (id: number | null) => {
    const group = options.find((g) => g.id === id);
    // Its name is known now: no lookup when the address brings it back.
    if (group) queryClient.setQueryData(referenceNamesOptions('groups', [group.id]).queryKey, [group]);
    onChange(group?.id ?? null);
  };

  const nothingFound =
    search.length < LIVE_SELECT_MIN_CHARS ? t('groupSearchHint') : groups.isFetching ? null : t('groupsNotFound');

  return (
    <Select<number>
      label={filterText('fields.groups')}
      placeholder={t('groupSearchPlaceholder')}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': `${filterText('reset')}: ${filterText('fields.groups')}` }}
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      value={value}
      onChange={choose}
      data={options.map((g) => ({ value: g.id, label: g.name }))}
      // The server has searched already; the field must not filter the answer again.
      filter={({ options: all }) => all}
      nothingFoundMessage={nothingFound}
      error={groups.isError ? t('filterLoadError') : undefined}
      rightSection={groups.isFetching ? <Loader size={16} aria-hidden /> : undefined}
      maw={{ sm: 360 }}
    />
  );
}
