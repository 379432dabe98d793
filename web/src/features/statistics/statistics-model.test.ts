import type { InstituteStatistics } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  nextSort,
  percentAxisTicks,
  activationPercent,
  sortStatistics,
  totalsOf,
} from './statistics-model';

const kafedra = (id: number, name: string, total: number, active: number) => ({
  id,
  name,
  short_name: name.slice(0, 3),
  total,
  active,
});
const institutes: InstituteStatistics[] = [
  {
    ...kafedra(1, 'Институт экономики', 200, 10),
    kafedra: [kafedra(11, 'Финансов', 120, 2), kafedra(12, 'Бухучёта', 80, 8)],
  },
  {
    ...kafedra(2, 'Институт архитектуры', 100, 50),
    kafedra: [kafedra(21, 'Дизайна', 40, 30), kafedra(22, 'Градостроительства', 60, 20)],
  },
  { ...kafedra(3, 'Институт ёлок', 0, 0), kafedra: [] },
];
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('activationPercent', () => {
  it('is active over total × 100 with one decimal', () => {
    expect(activationPercent({ total: 3, active: 1 })).toBe(33.3);
    expect(activationPercent({ total: 8, active: 8 })).toBe(100);
    expect(activationPercent({ total: 600, active: 1 })).toBe(0.2);
  });
  it('is 0 for a unit without students', () => {
    expect(activationPercent({ total: 0, active: 0 })).toBe(0);
  });
  it('is written with a comma', () => {
    expect(formatPercent(33.3)).toBe('33,3');
    expect(formatPercent(100)).toBe('100,0');
  });
});

describe('sortStatistics', () => {
  it('sorts the institutes and, in the same order, the kafedra rows of each', () => {
    const byTotal = sortStatistics(institutes, { key: 'total', order: 'desc' });
    expect(names(byTotal)).toEqual(['Институт экономики', 'Институт архитектуры', 'Институт ёлок']);
    expect(names(byTotal[0]!.kafedra)).toEqual(['Финансов', 'Бухучёта']);
    expect(names(byTotal[1]!.kafedra)).toEqual(['Градостроительства', 'Дизайна']);

    const byTotalAsc = sortStatistics(institutes, { key: 'total', order: 'asc' });
    expect(names(byTotalAsc)).toEqual(['Институт ёлок', 'Институт архитектуры', 'Институт экономики']);
    expect(names(byTotalAsc[1]!.kafedra)).toEqual(['Дизайна', 'Градостроительства']);
  });

  it('sorts by the share who signed in, not by the count', () => {
    const byPercent = sortStatistics(institutes, { key: 'percent', order: 'desc' });
    expect(names(byPercent)).toEqual(['Институт архитектуры', 'Институт экономики', 'Институт ёлок']);
    expect(names(byPercent[0]!.kafedra)).toEqual(['Дизайна', 'Градостроительства']);
    expect(names(byPercent[1]!.kafedra)).toEqual(['Бухучёта', 'Финансов']);
  });

  it('sorts names in Russian alphabetical order (ё after е)', () => {
    expect(names(sortStatistics(institutes, { key: 'name', order: 'asc' }))).toEqual([
      'Институт архитектуры',
      'Институт ёлок',
      'Институт экономики',
    ]);
    expect(names(sortStatistics(institutes, { key: 'name', order: 'desc' }))).toEqual([
      'Институт экономики',
      'Институт ёлок',
      'Институт архитектуры',
    ]);
  });

  it('breaks ties by name and leaves its input alone', () => {
    const tied = [
      { ...kafedra(5, 'Б', 10, 1), kafedra: [] },
      { ...kafedra(4, 'А', 10, 1), kafedra: [] },
    ];
    expect(names(sortStatistics(tied, { key: 'active', order: 'desc' }))).toEqual(['А', 'Б']);
    expect(names(tied)).toEqual(['Б', 'А']);
    expect(names(institutes[0]!.kafedra)).toEqual(['Финансов', 'Бухучёта']);
  });
});

describe('nextSort', () => {
  it('flips the order of the same column', () => {
    expect(nextSort({ key: 'total', order: 'desc' }, 'total')).toEqual({ key: 'total', order: 'asc' });
    expect(nextSort({ key: 'name', order: 'asc' }, 'name')).toEqual({ key: 'name', order: 'desc' });
  });
  it('starts names from А and numbers from the largest', () => {
    expect(nextSort({ key: 'total', order: 'asc' }, 'name')).toEqual({ key: 'name', order: 'asc' });
    expect(nextSort({ key: 'name', order: 'asc' }, 'percent')).toEqual({ key: 'percent', order: 'desc' });
  });
});

describe('totalsOf', () => {
  it('sums students and sign-ins and takes the share of the sums', () => {
    expect(totalsOf(institutes)).toEqual({ total: 300, active: 60, percent: 20 });
    expect(totalsOf([])).toEqual({ total: 0, active: 0, percent: 0 });
  });
});

describe('percentAxisTicks', () => {
  it('ends at the next 10 % above the largest share, in round steps', () => {
    expect(percentAxisTicks([0, 0])).toEqual([0, 2, 4, 6, 8, 10]);
    expect(percentAxisTicks([3.3, 27.5])).toEqual([0, 10, 20, 30]);
    expect(percentAxisTicks([50])).toEqual([0, 10, 20, 30, 40, 50]);
    expect(percentAxisTicks([64.2])).toEqual([0, 20, 40, 60]);
    expect(percentAxisTicks([100])).toEqual([0, 20, 40, 60, 80, 100]);
    expect(percentAxisTicks([])).toEqual([0, 2, 4, 6, 8, 10]);
  });
});
