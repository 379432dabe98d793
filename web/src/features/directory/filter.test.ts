import { describe, expect, it } from 'vitest';
import { chosenFieldCount, chosenItems, emptyFilterForm, facetOptions, fundingChoice, fundingValue, toStudentFilter } from './filter';

const iit = { id: 1, name: 'Институт информационных технологий' };
const kafedra = { id: 7, name: 'Кафедра программной инженерии' };

describe('the student filter body (000 §3, §5)', () => {
  it('is empty for an empty form and a blank search', () => {
    expect(toStudentFilter(emptyFilterForm, '   ')).toEqual({});
  });

  it('sends the chosen ids, the funding basis and the trimmed search, nothing else', () => {
    const form = { ...emptyFilterForm, institutes: [iit], kafedra: [kafedra, { id: 8, name: 'Кафедра 8' }], is_free: false };
    expect(toStudentFilter(form, '  Иванов ')).toEqual({ institutes: [1], kafedra: [7, 8], is_free: false, search_string: 'Иванов' });
  });

  it('counts the fields that narrow', () => {
    expect(chosenFieldCount(emptyFilterForm)).toBe(0);
    expect(chosenFieldCount({ ...emptyFilterForm, groups: [{ id: 3, name: 'ИСТб-21-1' }], is_free: true })).toBe(2);
  });
});

describe('a facet field’s options', () => {
  it('are the allowed values with their counts, then chosen values no longer allowed with 0', () => {
    const options = facetOptions([{ id: 1, name: 'ИИТ', count: 120 }], [iit, { id: 5, name: 'ИЭЭ' }]);
    expect(options).toEqual([
      { value: 1, label: 'ИИТ', count: 120 },
      { value: 5, label: 'ИЭЭ', count: 0 },
    ]);
  });

  it('keep the chosen values while the facets have not answered', () => {
    expect(facetOptions(undefined, [kafedra])).toEqual([{ value: 7, label: kafedra.name, count: 0 }]);
  });

  it('turn chosen ids back into named items', () => {
    const options = facetOptions([{ id: 1, name: 'ИИТ', count: 3 }, { id: 2, name: 'ИЭЭ', count: 4 }], []);
    expect(chosenItems([2, 1, 99], options)).toEqual([{ id: 2, name: 'ИЭЭ' }, { id: 1, name: 'ИИТ' }]);
  });
});

describe('the funding basis', () => {
  it('maps Все / Бюджетное / Платное to null / true / false and back', () => {
    for (const value of [null, true, false]) expect(fundingValue(fundingChoice(value))).toBe(value);
  });
});
