/** Plural forms that some languages have and others lack (Russian has few and many, English not). */
type LanguageSpecificPlural = `${string}_${'zero' | 'two' | 'few' | 'many'}`;

/**
 * The shape another language's dictionary must have, from the Russian one: every key, a string
 * where Russian has a string and a list where it has a list. Plural forms only some languages
 * have may be left out; the dictionary test checks each language has the forms its rules need.
 */
export type Translation<T> = {
  [K in keyof T as K extends LanguageSpecificPlural ? never : K]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : Translation<T[K]>;
} & { [K in keyof T as K extends LanguageSpecificPlural ? K : never]?: string };
