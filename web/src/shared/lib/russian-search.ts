import type { ComboboxItem, ComboboxParsedItem } from '@mantine/core';

/** What a Russian search compares: lower case, ё as е (most people type е). */
export const foldForSearch = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е').trim();

/** Mantine's option filter with ё and е as one letter: «учета» finds «Кафедра … учёта». */
export function russianOptionsFilter<Value extends string | number>({
  options,
  search,
  limit,
}: {
  options: ComboboxParsedItem<Value>[];
  search: string;
  limit: number;
}): ComboboxParsedItem<Value>[] {
  const wanted = foldForSearch(search);
  const found: ComboboxItem<Value>[] = [];
  for (const option of options) {
    if (found.length >= limit) break;
    if ('group' in option) continue;
    if (foldForSearch(option.label).includes(wanted)) found.push(option);
  }
  return found;
}
