import { AsyncLocalStorage } from 'node:async_hooks';
import { requestContext } from '@fastify/request-context';
import i18next, { type TFunction } from 'i18next';
import {
  contractDictionaries,
  DEFAULT_LANGUAGE,
  i18nOptions,
  setLanguageSource,
  setTranslator,
  type Language,
} from '@portal/contract';
import { serverDictionaries } from './dictionaries';

/** The dictionaries the server speaks with: the contract's and its own. */
export const dictionaries = { ...contractDictionaries, ...serverDictionaries };

export const i18n = i18next.createInstance();
void i18n.init(i18nOptions(dictionaries));

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The language the request is answered in (plugins/language.ts). */
    language: Language;
  }
}

/** A language spoken for a while inside a request or a job: a message to its recipient, a user's job. */
const speaking = new AsyncLocalStorage<Language>();

/**
 * The language being spoken now: a `speak` block's, else the request's (its user's, or its
 * X-Language before sign-in), so that code says its messages in it without being handed it.
 */
export const currentLanguage = (): Language =>
  speaking.getStore() ?? requestContext.get('language') ?? DEFAULT_LANGUAGE;
setLanguageSource(currentLanguage);

/** Runs `work` speaking `language`. */
export const speak = <T>(language: Language, work: () => T): T => speaking.run(language, work);

type Namespaces = (keyof typeof dictionaries)[];
/** A translation function that takes any namespace's keys, as `ns:key`. */
export type Translate = TFunction<Namespaces>;

const namespaces = Object.keys(dictionaries) as Namespaces;
const fixed: Record<Language, Translate> = {
  ru: i18n.getFixedT('ru', namespaces),
  en: i18n.getFixedT('en', namespaces),
};

/** Translates in the current language. */
export const t = ((...args: unknown[]) =>
  (fixed[currentLanguage()] as (...a: unknown[]) => string)(...args)) as Translate;

// The contract's own texts (zod's field errors) in the language being spoken.
setTranslator((key, values) => (t as (key: string, options?: object) => string)(key, values));

/** Translates in a given language: a message to someone other than the caller. */
export const tIn = (language: Language): Translate => fixed[language];
