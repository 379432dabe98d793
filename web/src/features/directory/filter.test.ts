import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../shared/lib/use-url-state';
import {
  chosenFieldCount,
  emptyFilterForm,
  facetOptions,
  fundingChoice,
  fundingValue,
  toStudentFilter,
  unnamedChosen,
} from '../../shared/student-filter/form';
import { studentListParams } from './filter';

const iit = { id: 1, name: 'Институт информационных технологий' };
const kafedra = { id: 7, name: 'Кафедра программной инженерии' };

describe('the student filter body (000 §3, §5)', () => {
  it('is empty for an empty form and a blank search', () => {
    expect(toStudentFilter(emptyFilterForm, '   ')).toEqual({});
  });

  it('sends the chosen ids, the funding basis and the trimmed search, nothing else', () => {
    const form = { ...emptyFilterForm, institutes: [iit.id], kafedra: [kafedra.id, 8], is_free: false };
    expect(toStudentFilter(form, '  Иванов ')).toEqual({
      institutes: [1],
      kafedra: [7, 8],
      is_free: false,
      search_string: 'Иванов',
    });
  });

  it('counts the fields that narrow', () => {
    expect(chosenFieldCount(emptyFilterForm)).toBe(0);
    expect(chosenFieldCount({ ...emptyFilterForm, groups: [3], is_free: true })).toBe(2);
  });
});

describe('a facet field’s options', () => {
  it('are the allowed values with their counts, then chosen values no longer allowed with 0', () => {
    const options = facetOptions([{ id: 1, name: 'ИИТ', count: 120 }], [iit.id, 5], new Map([[5, 'ИЭЭ']]));
    expect(options).toEqual([
      { value: 1, label: 'ИИТ', count: 120 },
      { value: 5, label: 'ИЭЭ', count: 0 },
    ]);
  });

  it('keep the chosen values while the facets have not answered, named when the lookup has', () => {
    expect(facetOptions(undefined, [kafedra.id])).toEqual([{ value: 7, label: '…', count: 0 }]);
    expect(facetOptions(undefined, [kafedra.id], new Map([[7, kafedra.name]]))).toEqual([
      { value: 7, label: kafedra.name, count: 0 },
    ]);
  });

  it('look up by id only the chosen values the facets do not name', () => {
    expect(unnamedChosen([{ id: 1, name: 'ИИТ', count: 3 }], [1, 5])).toEqual([5]);
    expect(unnamedChosen(undefined, [1])).toEqual([1]);
  });
});

describe('the funding basis', () => {
  it('maps Все / Бюджетное / Платное to null / true / false and back', () => {
    for (const value of [null, true, false]) expect(fundingValue(fundingChoice(value))).toBe(value);
  });
});

describe('the student list in the address', () => {
  it('reads the search, the page and the filter, and writes them back the same', () => {
    const params = new URLSearchParams('search=%D0%98%D0%B2&page=3&institutes=1,2&groups=7&is_free=0&left=1');
    const state = readUrlState(params, studentListParams);
    expect(state).toEqual({
      ...emptyFilterForm,
      search: 'Ив',
      page: 3,
      institutes: [1, 2],
      groups: [7],
      is_free: false,
      left: true,
    });
    expect(writeUrlState(new URLSearchParams(), studentListParams, state).toString()).toBe(
      'search=%D0%98%D0%B2&page=3&institutes=1%2C2&groups=7&is_free=0&left=1',
    );
  });

  it('gives the defaults for values that make no sense, and nothing throws', () => {
    const params = new URLSearchParams('page=-2&institutes=a,0,3,3,99999999999&is_free=maybe&courses=&left=yes');
    expect(readUrlState(params, studentListParams)).toEqual({
      ...emptyFilterForm,
      search: '',
      page: 1,
      institutes: [3],
      left: false,
    });
  });
});
