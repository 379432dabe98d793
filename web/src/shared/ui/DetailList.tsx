import { DataList, Text, useMatches } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSharedText } from '../i18n/shared-text';

export interface DetailItem {
  label: string;
  /** null or empty: «Данных нет» (001 §8, 002 §8). */
  value: ReactNode;
}

/**
 * Label–value pairs (a person's details), as a description list; labels above the values on a
 * phone, and always with `stacked` (a narrow column).
 */
export function DetailList({ items, stacked = false }: { items: DetailItem[]; stacked?: boolean }) {
  const t = useSharedText();
  // On a phone the panel is the whole screen: labels above the values leave the values room.
  const responsive = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const orientation = stacked ? 'vertical' : responsive;
  return (
    <DataList withDivider labelWidth="11rem" gap="sm" orientation={orientation}>
      {items.map(({ label, value }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
          <DataList.ItemValue>
            {value === null || value === '' ? (
              <Text span c="dimmed" size="sm">
                {t('noData')}
              </Text>
            ) : (
              value
            )}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
