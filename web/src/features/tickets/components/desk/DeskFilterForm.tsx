import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { MAX_ID, ticketEndpoints } from '@portal/contract';
import { maxLengthAt } from '../../../../shared/lib/contract-schema';
import { russianOptionsFilter } from '../../../../shared/lib/russian-search';
import { DayInput } from '../../../../shared/ui/DayInput';
import { FilterPanel } from '../../../../shared/ui/FilterPanel';
import { useTicketSubjects, useTicketTags } from '../../api';
import { chosenCount, datesOutOfOrder, isoDayToShown, shownDayToIso, type DeskFilter } from '../../desk-filter';
import { useText } from '../../i18n';

/** «Все статусы» in the select: no status filter. */
const ANY = 'any';
const asOptions = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

interface DeskFilterFormProps {
  draft: DeskFilter;
  onChange: (draft: DeskFilter) => void;
  onApply: () => void;
  onReset: () => void;
}

/**
 * The desk's filter (000 §2): section search, topic, tags (only when any exist), status, ticket
 * number, date from and to; «Применить» (or Enter) applies the draft.
 */
export function DeskFilterForm({ draft, onChange, onApply, onReset }: DeskFilterFormProps) {
  const t = useText();
  const subjects = useTicketSubjects();
  const tags = useTicketTags();
  const set = (patch: Partial<DeskFilter>) => onChange({ ...draft, ...patch });
  const dateError = datesOutOfOrder(draft) ? t('desk.filter.dateOrder') : undefined;
  const statusChoices = [
    { value: ANY, label: t('desk.filter.anyStatus') },
    ...Object.entries(t('desk.filter.statuses', { returnObjects: true })).map(([value, label]) => ({ value, label })),
  ];

  return (
    <FilterPanel chosen={chosenCount(draft)} onApply={() => !dateError && onApply()} onReset={onReset}>
      {/* By the room the filter has in rem, so that a large low-vision font gets fewer columns. */}
      <SimpleGrid
        type="container"
        cols={{ base: 1, '30rem': 2, '45rem': 3, '56rem': 4 }}
        spacing="md"
        verticalSpacing="sm"
      >
        <ReferenceSelect
          label={t('desk.filter.subject')}
          placeholder={t('desk.filter.subjectPlaceholder')}
          items={subjects.data}
          value={draft.subject}
          onChange={(subject) => set({ subject })}
          error={subjects.isError ? t('desk.filter.loadError') : undefined}
        />
        <TextInput
          label={t('desk.filter.subSubject')}
          placeholder={t('desk.filter.subSubjectPlaceholder')}
          value={draft.sub_subject}
          maxLength={maxLengthAt(ticketEndpoints.list.query, 'sub_subject')}
          onChange={(event) => set({ sub_subject: event.currentTarget.value })}
        />
        {tags.data && tags.data.length > 0 && (
          <ReferenceSelect
            label={t('desk.filter.tags')}
            placeholder={t('desk.filter.tagsPlaceholder')}
            items={tags.data}
            value={draft.tags}
            onChange={(tags) => set({ tags })}
          />
        )}
        <Select
          label={t('desk.filter.status')}
          data={statusChoices}
          value={draft.status === null ? ANY : String(draft.status)}
          onChange={(value) => set({ status: value && value !== ANY ? Number(value) : null })}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('desk.filter.id')}
          placeholder={t('desk.filter.idPlaceholder')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={String(MAX_ID).length}
          value={draft.id === null ? '' : String(draft.id)}
          onChange={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '').replace(/^0+/, '');
            set({ id: digits ? Math.min(Number(digits), MAX_ID) : null });
          }}
        />
        <DayInput
          label={t('desk.filter.dateFrom')}
          placeholder={t('desk.filter.datePlaceholder')}
          clearLabel={t('desk.filter.clearDate', { label: t('desk.filter.dateFrom') })}
          value={shownDayToIso(draft.date_from)}
          onChange={(day) => set({ date_from: isoDayToShown(day) })}
        />
        <DayInput
          label={t('desk.filter.dateTo')}
          placeholder={t('desk.filter.datePlaceholder')}
          clearLabel={t('desk.filter.clearDate', { label: t('desk.filter.dateTo') })}
          value={shownDayToIso(draft.date_to)}
          onChange={(day) => set({ date_to: isoDayToShown(day) })}
          minDate={shownDayToIso(draft.date_from) ?? undefined}
          error={dateError}
        />
      </SimpleGrid>
    </FilterPanel>
  );
}

interface ReferenceSelectProps {
  label: string;
  placeholder: string;
  items: { id: number; name: string }[] | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** Several of a reference list (sections, tags) by id, searched with ё as е. */
function ReferenceSelect({ label, placeholder, items, value, onChange, error }: ReferenceSelectProps) {
  const t = useText();
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : placeholder}
      data={asOptions(items)}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      filter={russianOptionsFilter}
      nothingFoundMessage={t('desk.filter.nothingFound')}
      error={error}
      clearable
      clearButtonProps={{ 'aria-label': `${t('desk.filterReset')}: ${label}` }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
