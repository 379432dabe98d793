import type { InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { en as apiEn } from './api/en';
import { ru as apiRu } from './api/ru';
import { en as messagesEn } from './messages/en';
import { ru as messagesRu } from './messages/ru';

/** The dictionaries of one namespace, by language. */
export type Dictionaries = Record<Language, object>;

/** The namespaces both the server and the web app use. */
export const contractDictionaries = {
  messages: { ru: messagesRu, en: messagesEn },
  api: { ru: apiRu, en: apiEn },
} satisfies Record<string, Dictionaries>;

declare module 'i18next' {
  // The Russian dictionary is the source of each namespace's keys: a key it lacks fails the typecheck.
  interface ResourceNamespaceMap {
    messages: typeof messagesRu;
    api: typeof apiRu;
  }
  interface CustomTypeOptions {
    defaultNS: 'messages';
    strictKeyChecks: true;
  }
}

/** i18next's resources (language → namespace → dictionary) from dictionaries by namespace. */
export function resourcesOf(namespaces: Record<string, Dictionaries>): Record<Language, Record<string, object>> {
  const resources = Object.fromEntries(LANGUAGES.map((lng) => [lng, {}])) as Record<Language, Record<string, object>>;
  for (const [ns, byLanguage] of Object.entries(namespaces))
    for (const lng of LANGUAGES) resources[lng][ns] = byLanguage[lng];
  return resources;
}

/** The options both sides start i18next with. */
export function i18nOptions(namespaces: Record<string, Dictionaries>, lng: Language = DEFAULT_LANGUAGE): InitOptions {
  return {
    resources: resourcesOf(namespaces),
    lng,
    supportedLngs: [...LANGUAGES],
    // A key English lacks would show in Russian; the dictionary test makes sure none does.
    fallbackLng: DEFAULT_LANGUAGE,
    ns: Object.keys(namespaces),
    defaultNS: 'messages',
    // React and the JSON answers escape on their own; e-mails escape in their templates.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  };
}
