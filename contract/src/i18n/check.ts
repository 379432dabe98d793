import { LANGUAGES, type Language } from './languages';
import type { Dictionaries } from './resources';

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]!).sort();

/** Every text of a dictionary by its key path (`a.b.c`); a list's items as `list.0`, `list.1`. */
function leaves(value: unknown, path = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, into);
  } else into.set(path, value);
  return into;
}

/** A key path without its plural ending, and the plural category it names. */
function pluralOf(path: string): { base: string; category: string } | null {
  const m = PLURAL.exec(path);
  return m ? { base: m[1]!, category: m[2]! } : null;
}

/**
 * What is wrong with one namespace's dictionaries: a key one language has and another lacks, an
 * empty text, a plural without every form its language's rules ask for (Intl.PluralRules: one, few,
 * many and other in Russian, one and other in English), or a translation that drops or adds an
 * interpolated value.
 */
export function dictionaryProblems(ns: string, dictionaries: Dictionaries): string[] {
  const problems: string[] = [];
  const byLanguage = new Map(LANGUAGES.map((lng) => [lng, leaves(dictionaries[lng])]));
  const keyOf = (path: string) => pluralOf(path)?.base ?? path;
  const keys = (lng: Language) => new Set([...byLanguage.get(lng)!.keys()].map(keyOf));
  const all = new Set(LANGUAGES.flatMap((lng) => [...keys(lng)]));
  for (const lng of LANGUAGES) {
    const texts = byLanguage.get(lng)!;
    const own = keys(lng);
    for (const key of all) if (!own.has(key)) problems.push(`${ns}: «${key}» is missing in ${lng}`);
    for (const [path, text] of texts) {
      if (typeof text !== 'string' || text.trim() === '') problems.push(`${ns}: «${path}» is empty in ${lng}`);
    }
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const plurals = new Map<string, Set<string>>();
    for (const path of texts.keys()) {
      const plural = pluralOf(path);
      if (plural)
        (plurals.get(plural.base) ?? plurals.set(plural.base, new Set()).get(plural.base)!).add(plural.category);
    }
    for (const [base, forms] of plurals) {
      const missing = categories.filter((c) => !forms.has(c));
      if (missing.length) problems.push(`${ns}: «${base}» lacks the ${lng} plural forms ${missing.join(', ')}`);
    }
  }
  // The same values interpolated in every language (per key, all plural forms together).
  const valuesOf = (lng: Language) => {
    const out = new Map<string, Set<string>>();
    for (const [path, text] of byLanguage.get(lng)!) {
      if (typeof text !== 'string') continue;
      const key = keyOf(path);
      const set = out.get(key) ?? out.set(key, new Set()).get(key)!;
      // «count» decides the plural form: a form may leave it unsaid («one day»).
      for (const name of variables(text)) if (!(name === 'count' && pluralOf(path))) set.add(name);
    }
    return out;
  };
  const reference = valuesOf('ru');
  for (const lng of LANGUAGES.filter((l) => l !== 'ru')) {
    for (const [key, names] of valuesOf(lng)) {
      const expected = [...(reference.get(key) ?? [])].sort().join(', ');
      const got = [...names].sort().join(', ');
      if (reference.has(key) && expected !== got)
        problems.push(`${ns}: «${key}» interpolates {${got}} in ${lng}, {${expected}} in ru`);
    }
  }
  return problems;
}
