import { describe, expect, it } from 'vitest';
import { fullName, shortName } from './names';

describe('shortName', () => {
  it('is the surname and both initials', () => {
    expect(shortName({ surname: 'Иванов', name: 'Иван', patronymic: 'Петрович' })).toBe('Иванов И. П.');
  });
  it('leaves out a missing patronymic', () => {
    expect(shortName({ surname: 'Smith', name: 'john', patronymic: null })).toBe('Smith J.');
    expect(shortName({ surname: 'Волкова', name: 'Анна', patronymic: '  ' })).toBe('Волкова А.');
  });
});

describe('fullName', () => {
  it('joins the present parts', () => {
    expect(fullName({ surname: 'Волкова', name: 'Анна', patronymic: null })).toBe('Волкова Анна');
  });
});
