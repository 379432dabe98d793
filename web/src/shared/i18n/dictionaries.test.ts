import { describe, expect, it } from 'vitest';
import { contractDictionaries, dictionaryProblems, LANGUAGES, type Dictionaries } from '@portal/contract/i18n';

// Every dictionary of the web app, wherever its domain keeps it: `<domain>/i18n/ru.ts`, `en.ts`.
const files = import.meta.glob<Record<string, object>>('/src/**/i18n/{ru,en}.ts', { eager: true });

function webDictionaries(): Map<string, Partial<Dictionaries>> {
  const folders = new Map<string, Partial<Dictionaries>>();
  for (const [path, module] of Object.entries(files)) {
    const [, folder, lng] = /^\/src\/(.+)\/i18n\/(\w+)\.ts$/.exec(path)!;
    const entry = folders.get(folder!) ?? folders.set(folder!, {}).get(folder!)!;
    entry[lng as keyof Dictionaries] = module[lng!];
  }
  return folders;
}

describe('the dictionaries', () => {
  it("are found: the shared pieces' and the features'", () => {
    expect([...webDictionaries().keys()]).toEqual(expect.arrayContaining(['shared', 'features/home']));
  });

  it('have every key in both languages, no empty text, every plural form and the same interpolated values', () => {
    const problems: string[] = [];
    for (const [folder, dictionaries] of webDictionaries()) {
      const missing = LANGUAGES.filter((lng) => !dictionaries[lng]);
      if (missing.length) problems.push(`${folder}: no ${missing.join(', ')} dictionary`);
      else problems.push(...dictionaryProblems(folder, dictionaries as Dictionaries));
    }
    for (const [ns, dictionaries] of Object.entries(contractDictionaries))
      problems.push(...dictionaryProblems(`contract ${ns}`, dictionaries));
    expect(problems).toEqual([]);
  });

  it('are checked: a missing key, an empty text, a missing plural form and a lost value are each found', () => {
    const ru = {
      a: 'А',
      b: { c: 'В {{name}}' },
      days_one: '{{count}} день',
      days_few: '{{count}} дня',
      days_many: '{{count}} дней',
      days_other: '{{count}} дня',
    };
    expect(
      dictionaryProblems('t', {
        ru,
        en: { a: 'A', b: { c: 'B {{name}}' }, days_one: 'one day', days_other: '{{count}} days' },
      }),
    ).toEqual([]);
    expect(dictionaryProblems('t', { ru, en: { a: '', b: { c: 'B' }, days_other: '{{count}} days' } })).toEqual([
      't: «a» is empty in en',
      't: «days» lacks the en plural forms one',
      't: «b.c» interpolates {} in en, {name} in ru',
    ]);
    expect(dictionaryProblems('t', { ru: { a: 'А' }, en: { a: 'A', extra: 'E' } })).toEqual([
      't: «extra» is missing in ru',
    ]);
  });
});
