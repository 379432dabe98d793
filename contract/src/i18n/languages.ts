/** The interface languages (issue 17): Russian, the spec's and the default, and English. */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

/** Each language's name in itself, as the switch shows it. */
export const languageNames: Record<Language, string> = { ru: 'Русский', en: 'English' };

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The header in which the web app names the language chosen on the sign-in screen (decision 10 of
 * the spec's README): a call without a session is answered in it, else in Russian.
 * `Accept-Language`, which browsers send unasked, never changes the language.
 */
export const LANGUAGE_HEADER = 'X-Language';

/** The language a request names in LANGUAGE_HEADER; Russian when it names none the portal speaks. */
export function requestedLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  const tag = value?.trim().toLowerCase();
  return isLanguage(tag) ? tag : DEFAULT_LANGUAGE;
}
