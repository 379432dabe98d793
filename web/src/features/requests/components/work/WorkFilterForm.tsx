import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { REQUEST_STATUS, requestListQuery } from '@portal/contract';
import { maxLengthAt } from '../../../../shared/lib/contract-schema';
import { daysOutOfOrder, isoDayToShown, shownDayToIso } from '../../../../shared/lib/shown-day';
import { russianOptionsFilter } from '../../../../shared/lib/russian-search';
import { DayInput } from '../../../../shared/ui/DayInput';
import { FilterPanel } from '../../../../shared/ui/FilterPanel';
import { useRequestCategories } from '../../api';
import { useDesk } from '../../desk';
import { useText } from '../../i18n';
import { chosenCount, type WorkFilter } from '../../work-filter';

const ANY = 'any';

interface WorkFilterFormProps {
  draft: WorkFilter;
  onChange: (draft: WorkFilter) => void;
  onApply: () => void;
  onReset: () => void;
}

/**
 * The requests' filter (002 §2.5): status, department, its service, the days filed, the author; «Применить» (or Enter)
 * applies it.
 */
export function WorkFilterForm({ draft, onChange, onApply, onReset }: WorkFilterFormProps) {
  const t = useText();
  const { kind } = useDesk();
  const statusChoices = [
    { value: ANY, label: t('work.filter.anyStatus') },
    ...(['new', 'accepted', 'closed'] as const).map((name) => ({
      value: String(REQUEST_STATUS[name]),
      label: t(`status.${name}`, { context: kind }),
    })),
  ];
  const departments = useRequestCategories(kind, null);
  const services = useRequestCategories(kind, draft.department ?? 0, draft.department !== null);
  const dates = t('work.filter.dates', { context: kind });
  const set = (patch: Partial<WorkFilter>) => onChange({ ...draft, ...patch });
  const dateError = daysOutOfOrder(draft.date_from, draft.date_to) ? t('work.filter.datesOutOfOrder') : undefined;
  const options = (items: { id: number; name: string }[] | undefined, any: string) => [
    { value: ANY, label: any },
    ...(items ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];

  return (
    <FilterPanel chosen={chosenCount(draft)} onApply={() => !dateError && onApply()} onReset={onReset}>
      <SimpleGrid type="container" cols={{ base: 1, '30rem': 2, '45rem': 3 }} spacing="md" verticalSpacing="sm">
        <Select
          label={t('work.filter.status')}
          data={statusChoices}
          value={draft.status === null ? ANY : String(draft.status)}
          onChange={(value) => set({ status: value && value !== ANY ? (Number(value) as 1 | 2 | 3) : null })}
          allowDeselect={false}
        />
        <Select
          label={t('work.filter.department')}
          data={options(departments.data, t('work.filter.anyDepartment'))}
          value={draft.department === null ? ANY : String(draft.department)}
          onChange={(value) => set({ department: value && value !== ANY ? Number(value) : null, service: null })}
          allowDeselect={false}
          searchable
          filter={russianOptionsFilter}
        />
        <Select
          label={t('work.filter.service', { context: kind })}
          data={options(draft.department === null ? [] : services.data, t('work.filter.anyService', { context: kind }))}
          value={draft.service === null ? ANY : String(draft.service)}
          onChange={(value) => set({ service: value && value !== ANY ? Number(value) : null })}
          allowDeselect={false}
          disabled={draft.department === null}
          searchable
          filter={russianOptionsFilter}
        />
        <DayInput
          label={t('work.filter.from', { dates })}
          placeholder={t('work.filter.datesPlaceholder')}
          clearLabel={t('work.filter.clearDates')}
          value={shownDayToIso(draft.date_from)}
          onChange={(day) => set({ date_from: isoDayToShown(day) })}
        />
        <DayInput
          label={t('work.filter.to', { dates })}
          placeholder={t('work.filter.datesPlaceholder')}
          clearLabel={t('work.filter.clearDates')}
          value={shownDayToIso(draft.date_to)}
          onChange={(day) => set({ date_to: isoDayToShown(day) })}
          minDate={shownDayToIso(draft.date_from) ?? undefined}
          error={dateError}
        />
        <TextInput
          label={t('work.filter.search', { context: kind })}
          placeholder={t('work.filter.searchPlaceholder', { context: kind })}
          value={draft.search}
          maxLength={maxLengthAt(requestListQuery, 'search')}
          onChange={(event) => set({ search: event.currentTarget.value })}
        />
      </SimpleGrid>
    </FilterPanel>
  );
}
