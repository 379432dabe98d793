import { Group, MultiSelect, Text, VisuallyHidden } from '@mantine/core';
import type { FacetValue, StudentFacetField } from '@portal/contract';
import { useMemo } from 'react';
import { russianOptionsFilter } from '../lib/russian-search';
import { selfScrollingListbox } from '../ui/listbox';
import { useReferenceNames } from './api';
import { facetOptions, unnamedChosen } from './form';
import { useText } from './i18n';
import { emptyOption } from '../ui/EmptyOption';

interface FacetSelectProps {
  field: StudentFacetField;
  label: string;
  /** The values the faceted filter still allows; undefined while it has not answered. */
  values: FacetValue[] | undefined;
  /** The chosen ids. */
  chosen: number[];
  onChange: (chosen: number[]) => void;
}

/** One field of the faceted filter: a searchable multi-select whose options show their counts. */
export function FacetSelect({ field, label, values, chosen, onChange }: FacetSelectProps) {
  const t = useText();
  const names = useReferenceNames(field, unnamedChosen(values, chosen));
  const options = useMemo(() => facetOptions(values, chosen, names.data), [values, chosen, names.data]);
  const countOf = useMemo(() => new Map(options.map((o) => [o.value, o.count])), [options]);

  return (
    <MultiSelect<number>
      label={label}
      placeholder={chosen.length === 0 ? t('any') : undefined}
      data={options.map(({ value, label: name }) => ({ value, label: name }))}
      value={chosen}
      onChange={onChange}
      searchable
      filter={russianOptionsFilter}
      clearable
      clearButtonProps={{ 'aria-label': `${t('reset')}: ${label}` }}
      nothingFoundMessage={emptyOption(t('nothingToChoose'))}
      limit={100}
      // As wide as its longest option (a long institute's name and its count), not the field's width, within the
      // screen.
      comboboxProps={{ shadow: 'md', width: 'max-content', position: 'bottom-start' }}
      withScrollArea={selfScrollingListbox.withScrollArea}
      styles={{
        ...selfScrollingListbox.styles,
        dropdown: { minWidth: 'min(16rem, calc(100vw - 1rem))', maxWidth: 'min(40rem, calc(100vw - 1rem))' },
      }}
      attributes={selfScrollingListbox.attributes}
      renderOption={({ option }) => {
        const count = countOf.get(option.value) ?? 0;
        return (
          <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
            <Text span size="sm">
              {option.label}
            </Text>
            <Text span size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              <VisuallyHidden>{t('studentsOfOption')}</VisuallyHidden>
              {count}
            </Text>
          </Group>
        );
      }}
    />
  );
}
