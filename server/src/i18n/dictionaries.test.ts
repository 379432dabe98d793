import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractDictionaries, dictionaryProblems, LANGUAGES, type Dictionaries } from '@portal/contract';
import { serverDictionaries } from './dictionaries';
import { tIn } from './index';

const modules = join(import.meta.dirname, '..', 'modules');

describe("the server's dictionaries", () => {
  it("are all registered, each with both languages: every module's i18n folder is a namespace", async () => {
    for (const [ns, byLanguage] of Object.entries(serverDictionaries))
      expect(Object.keys(byLanguage).sort(), ns).toEqual([...LANGUAGES].sort());
    const registered = new Set<object>(Object.values(serverDictionaries).map((byLanguage) => byLanguage.ru));
    const folders = readdirSync(modules).filter((m) => existsSync(join(modules, m, 'i18n', 'ru.ts')));
    expect(folders).toContain('files');
    for (const folder of folders) {
      const { ru } = (await import(`../modules/${folder}/i18n/ru.ts`)) as { ru: object };
      expect(registered.has(ru), `modules/${folder}/i18n is not in serverDictionaries`).toBe(true);
    }
  });

  it('have every key in both languages, no empty text, every plural form and the same interpolated values', () => {
    const problems: string[] = [];
    for (const [ns, dictionaries] of Object.entries(serverDictionaries))
      problems.push(...dictionaryProblems(ns, dictionaries as Dictionaries));
    for (const [ns, dictionaries] of Object.entries(contractDictionaries))
      problems.push(...dictionaryProblems(`contract ${ns}`, dictionaries));
    expect(problems).toEqual([]);
  });

  it("are what i18next says: the spec's Russian exactly, English, plurals by the number", () => {
    expect(tIn('ru')('files:notFound')).toBe('Файл не найден');
    expect(tIn('en')('files:notFound')).toBe('File not found');
    expect(tIn('ru')('imports:problems.more', { count: 21 })).toBe('…и ещё 21 ошибка');
    expect(tIn('ru')('imports:problems.more', { count: 3 })).toBe('…и ещё 3 ошибки');
    expect(tIn('ru')('imports:problems.more', { count: 11 })).toBe('…и ещё 11 ошибок');
    expect(tIn('en')('imports:problems.more', { count: 1 })).toBe('…and 1 more error');
    expect(tIn('ru')('statistics:header', { returnObjects: true })).toEqual([
      'Институт / кафедра',
      'Всего',
      'Вошли в ЛК',
      'Студентов %',
    ]);
  });
});
