import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TimetableSearchResult, TimetableType } from '@portal/contract';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/lib/use-debounced-search';
import { selfScrollingListbox } from '../../../shared/ui/listbox';
import { useTimetableSearch } from '../api';
import { useText } from '../i18n';
import { targetOf, timetablePath } from '../target';
import classes from './timetable.module.css';

const NOTHING = 'nothing';

const groupsOf = (result: TimetableSearchResult | undefined, t: ReturnType<typeof useText>) => {
  if (!result) return [];
  const parts: [TimetableType, { id: number; name: string }[]][] = [
    [1, result.groups],
    [2, result.employees],
    [3, result.audiences],
  ];
  const names = t('search.groups', { returnObjects: true });
  return parts
    .filter(([, items]) => items.length > 0)
    .map(([type, items]) => ({
      group: names[type],
      items: items.map((item) => ({ value: `${type}/${item.id}`, label: item.name })),
    }));
};

/**
 * The search of groups, teachers and rooms (002 §2.5, §7): asked 350 ms after the last key, the
 * answer grouped «Группы», «Преподаватели», «Аудитории», or «Информация не найдена»; a choice opens
 * that timetable at its address.
 */
export function TimetableSearch() {
  const t = useText();
  const navigate = useNavigate();
  const [searchValue, setSearchValue] = useState('');
  const [search] = useDebouncedValue(searchValue.trim(), SEARCH_DEBOUNCE_MS);
  const found = useTimetableSearch(search);
  // Only the answer to what the box says now is offered: one to the letters before could be chosen by mistake.
  const current = !!search && search === searchValue.trim();
  const settled = current && !found.isFetching;
  const data = useMemo(() => {
    const groups = current ? groupsOf(found.data, t) : [];
    // «Информация не найдена» as an option that cannot be chosen: a listbox holds options only (axe:
    // aria-required-children).
    return settled && found.data && groups.length === 0
      ? [{ value: NOTHING, label: t('search.notFound'), disabled: true }]
      : groups;
  }, [found.data, current, settled, t]);
  return (
    <Select
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      searchable
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      data={data}
      value={null}
      onChange={(value) => {
        const [type, id] = (value ?? '').split('/');
        const target = targetOf(type, id);
        if (!target) return;
        setSearchValue('');
        void navigate(timetablePath(target));
      }}
      // The server has searched (ё and е alike); the field must not filter its answer again.
      filter={({ options }) => options}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={found.isFetching ? <Loader size={16} aria-hidden /> : <span />}
      rightSectionPointerEvents="none"
      w={{ base: '100%', sm: 420 }}
      comboboxProps={{ shadow: 'md' }}
      classNames={{ option: classes.searchOption }}
      {...selfScrollingListbox}
    />
  );
}
