/** The interface languages (issue 17): Russian, the spec's and the default, and English. */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

/** Each language's name in itself, as the switch shows it. */
export const languageNames: Record<Language, string> = { ru: 'Русский', en: 'English' };

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The first supported language of a list of language tags in order of preference (an
 * `Accept-Language` header's, `navigator.languages`): `en-GB` is English.
 */
export function supportedLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}
