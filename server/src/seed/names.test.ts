import { describe, expect, it } from 'vitest';
import { patronymicFrom, randomPerson, surnameFor, transliterate } from './names';
import { apportion, Random } from './random';
import { orcidWithChecksum } from './identifiers';

describe('Russian names', () => {
  it('makes the female form of a surname', () => {
    expect(surnameFor('Иванов', 'female')).toBe('Иванова');
    expect(surnameFor('Соловьёв', 'female')).toBe('Соловьёва');
    expect(surnameFor('Ильин', 'female')).toBe('Ильина');
    expect(surnameFor('Островский', 'female')).toBe('Островская');
    expect(surnameFor('Троицкий', 'female')).toBe('Троицкая');
    expect(surnameFor('Толстой', 'female')).toBe('Толстая');
    expect(surnameFor('Шевченко', 'female')).toBe('Шевченко');
    expect(surnameFor('Черных', 'female')).toBe('Черных');
    expect(surnameFor('Иванов', 'male')).toBe('Иванов');
  });

  it('makes patronymics, the irregular ones too', () => {
    const both = (father: string) => [patronymicFrom(father, 'male'), patronymicFrom(father, 'female')];
    expect(both('Иван')).toEqual(['Иванович', 'Ивановна']);
    expect(both('Сергей')).toEqual(['Сергеевич', 'Сергеевна']);
    expect(both('Николай')).toEqual(['Николаевич', 'Николаевна']);
    expect(both('Юрий')).toEqual(['Юрьевич', 'Юрьевна']);
    expect(both('Игорь')).toEqual(['Игоревич', 'Игоревна']);
    expect(both('Дмитрий')).toEqual(['Дмитриевич', 'Дмитриевна']);
    expect(both('Илья')).toEqual(['Ильич', 'Ильинична']);
    expect(both('Никита')).toEqual(['Никитич', 'Никитична']);
    expect(both('Пётр')).toEqual(['Петрович', 'Петровна']);
    expect(both('Михаил')).toEqual(['Михайлович', 'Михайловна']);
  });

  it('keeps a person’s gender in surname and patronymic', () => {
    const rng = new Random(5);
    for (let i = 0; i < 200; i++) {
      const woman = randomPerson(rng, 'female', 'student');
      expect(woman.patronymic).toMatch(/(вна|чна)$/);
      const man = randomPerson(rng, 'male', 'staff');
      expect(man.patronymic).toMatch(/(вич|ич)$/);
      expect(man.surname).not.toMatch(/(ова|ева|ина|ская)$/);
    }
  });

  it('transliterates for e-mail addresses', () => {
    expect(transliterate('Щербаков')).toBe('shcherbakov');
    expect(transliterate('Соловьёв')).toBe('solovev');
    expect(transliterate('Юдин')).toBe('yudin');
    expect(transliterate('Хабибуллина')).toBe('khabibullina');
  });
});

describe('the seeded random stream', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = new Random(42);
    const b = new Random(42);
    const c = new Random(43);
    const seq = (r: Random) => Array.from({ length: 5 }, () => r.next());
    const first = seq(a);
    expect(seq(b)).toEqual(first);
    expect(seq(c)).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('forks independent streams by label', () => {
    expect(new Random(1).fork('students').next()).toBe(new Random(1).fork('students').next());
    expect(new Random(1).fork('students').next()).not.toBe(new Random(1).fork('employees').next());
  });

  it('apportions a total by weights without losing any', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(300, [0.3, 2, 5, 1]).reduce((a, b) => a + b, 0)).toBe(300);
    expect(apportion(5, [])).toEqual([]);
  });

  it('makes v4-shaped UUIDs and valid ORCID check digits', () => {
    expect(new Random(3).uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The example iD from ORCID's own documentation.
    expect(orcidWithChecksum('000000021825009')).toBe('0000-0002-1825-0097');
  });
});
