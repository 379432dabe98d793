import { ru as api } from './api/ru';
import { DEFAULT_LANGUAGE, type Language } from './languages';

let source: () => Language = () => DEFAULT_LANGUAGE;

/**
 * Where the language of what is being said now comes from: the web app's chosen language, the
 * server's current request's. Contract code that speaks (zod's field errors) asks here.
 */
export function setLanguageSource(next: () => Language): void {
  source = next;
}

export const currentLanguage = (): Language => source();

/** The key paths of a dictionary's texts: `polls.required`. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string
    ? `${P}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : Leaves<T[K], `${P}${K}.`>;
}[keyof T & (string | number)];
export type ApiKey = Leaves<typeof api>;

type Translator = (key: `api:${ApiKey}`, values?: Record<string, string | number>) => string;

/** Until a side plugs in its i18next (setTranslator), the Russian text, values put in. */
let translator: Translator = (key, values) => {
  const text = key
    .slice(4)
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], api) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
};

/** The web app and the server translate the contract's texts with their i18next. */
export function setTranslator(next: Translator): void {
  translator = next;
}

/** A text of the `api` namespace in the language being spoken. */
export const say = (key: ApiKey, values?: Record<string, string | number>): string => translator(`api:${key}`, values);

/** The same, said when needed: a zod check's `error`, in the language of the request it fails. */
export const said = (key: ApiKey, values?: Record<string, string | number>) => (): string => say(key, values);
