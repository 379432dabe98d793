import { Checkbox, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { FacetValue, StudentFacetField } from '@portal/contract';
import { useMemo } from 'react';
import { useReferenceNames } from './api';
import { facetOptions, unnamedChosen } from './form';
import { useText } from './i18n';

interface FacetCheckboxesProps {
  field: StudentFacetField;
  label: string;
  values: FacetValue[] | undefined;
  chosen: number[];
  onChange: (chosen: number[]) => void;
}

/** A short facet field (study forms, levels) as checkboxes with counts (001 §2). */
export function FacetCheckboxes({ field, label, values, chosen, onChange }: FacetCheckboxesProps) {
  const t = useText();
  const names = useReferenceNames(field, unnamedChosen(values, chosen));
  const options = useMemo(() => facetOptions(values, chosen, names.data), [values, chosen, names.data]);
  return (
    <Checkbox.Group label={label} value={chosen.map(String)} onChange={(next) => onChange(next.map(Number))}>
      <Stack gap={6} mt={6}>
        {options.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('nothingToChoose')}
          </Text>
        )}
        {options.map((option) => (
          <Checkbox
            key={option.value}
            value={String(option.value)}
            label={
              <Group gap={6} wrap="nowrap">
                <span>{option.label}</span>
                <Text span size="xs" c="dimmed">
                  <VisuallyHidden>{t('studentsOfOption')}</VisuallyHidden>
                  {option.count}
                </Text>
              </Group>
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
