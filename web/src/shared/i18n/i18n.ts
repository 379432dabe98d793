import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  contractDictionaries,
  DEFAULT_LANGUAGE,
  i18nOptions,
  isLanguage,
  LANGUAGES,
  setLanguageSource,
  setTranslator,
  type Dictionaries,
  type Language,
} from '@portal/contract/i18n';
import { storage, storageKeys } from '../lib/storage';
import { en } from './en';
import { ru } from './ru';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shared: typeof ru;
  }
}

/**
 * The language to start in: the one chosen on this browser, else Russian, whatever the browser's
 * own languages (decision 10). After sign-in the user's setting decides (language.ts).
 */
function startLanguage(): Language {
  const stored = storage.get(storageKeys.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * i18next for the whole app (react-i18next binds it to React): the contract's namespaces and the
 * shared pieces' are here from the start; each feature adds its own with its code
 * (registerDictionaries), so a screen's texts come in its chunk.
 */
void i18next.use(initReactI18next).init({
  ...i18nOptions({ ...contractDictionaries, shared: { ru, en } }, startLanguage()),
  react: { useSuspense: false },
});
setLanguageSource(() => (isLanguage(i18next.language) ? i18next.language : 'ru'));
setTranslator((key, values) => (i18next.t as (key: string, options?: object) => string)(key, values));

// The page's language for screen readers, spell-checkers and hyphenation follows the interface's.
const markPage = (lng: string) => document.documentElement.setAttribute('lang', lng);
markPage(i18next.language);
i18next.on('languageChanged', markPage);

/** Adds a feature's dictionaries (its namespace in every language); called once, by its i18n module. */
export function registerDictionaries(ns: string, dictionaries: Dictionaries): void {
  if (i18next.hasResourceBundle('ru', ns)) return;
  for (const lng of LANGUAGES) i18next.addResourceBundle(lng, ns, dictionaries[lng]);
}

export { i18next as i18n };
