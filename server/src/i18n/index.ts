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

/**
 * The texts said without values, per language: a list names each row's status, and i18next's
 * lookup (some 10 µs) would be paid for every row. Bounded by the dictionaries' keys; cleared if
 * ever full.
 */
const plainTexts: Record<Language, Map<string, string>> = { ru: new Map(), en: new Map() };
const MAX_PLAIN_TEXTS = 10_000;

/** Translates in the current language. */
export const t = ((...args: unknown[]) => {
  const language = currentLanguage();
  const translate = fixed[language] as (...a: unknown[]) => string;
  const [key] = args;
  if (args.length !== 1 || typeof key !== 'string') return translate(...args);
  const texts = plainTexts[language];
  let text = texts.get(key);
  if (text === undefined) {
    if (texts.size >= MAX_PLAIN_TEXTS) texts.clear();
    texts.set(key, (text = translate(key)));
  }
  return text;
}) as Translate;

// The contract's own texts (zod's field errors) in the language being spoken.
setTranslator((key, values) =>
  values ? (t as (key: string, options?: object) => string)(key, values) : (t as (key: string) => string)(key),
);

/** Translates in a given language: a message to someone other than the caller. */
export const tIn = (language: Language): Translate => fixed[language];
