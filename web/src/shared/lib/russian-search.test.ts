import { describe, expect, it } from 'vitest';
import { foldForSearch, russianOptionsFilter } from './russian-search';

describe('Russian search in option lists', () => {
  it('treats ё and е as one letter, in either direction and any case', () => {
    expect(foldForSearch('  ФЁДОРОВ ')).toBe('федоров');
    const options = [
      { value: '1', label: 'Кафедра бухгалтерского учёта' },
      { value: '2', label: 'Кафедра физики' },
      { value: '3', label: 'Кафедра учета и аудита' },
    ];
    const labels = (search: string) =>
      russianOptionsFilter({ options, search, limit: 10 }).map((o) => ('label' in o ? o.label : ''));
    expect(labels('учета')).toEqual(['Кафедра бухгалтерского учёта', 'Кафедра учета и аудита']);
    expect(labels('УЧЁТА')).toEqual(['Кафедра бухгалтерского учёта', 'Кафедра учета и аудита']);
    expect(labels('физ')).toEqual(['Кафедра физики']);
    expect(russianOptionsFilter({ options, search: 'кафедра', limit: 2 })).toHaveLength(2);
  });
});
