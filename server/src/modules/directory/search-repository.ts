import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { searchKey } from '../../db/search-text';
import { asParameter, type Bind } from '../../db/prepared-shapes';
import type { CodeMatch } from './search';

/**
 * The directory's search (the words of searchWords: lower-cased, ё as е, escaped for LIKE) as SQL
 * conditions, for the students' and employees' repositories. Names are compared by their search
 * key (db/search-text.ts), so «Федоров» and «Фёдоров» find each other.
 */

/**
 * A surname by any part of it (the trigram index of `surname_key`), or by its start when the
 * word is shorter than a trigram (its prefix index).
 */
export const surnameMatches = (word: string, bind: Bind = asParameter) =>
  sql`${users.surnameKey} like ${bind(word.length >= 3 ? `%${word}%` : `${word}%`)}`;

/**
 * A code (a word of searchWords) in a column indexed by lower(column) text_pattern_ops: its
 * start, or the whole value (a LIKE without a wildcard).
 */
export const codeMatches = (column: PgColumn, word: string, match: CodeMatch, bind: Bind = asParameter) =>
  sql`lower(${column}) like ${bind(match === 'prefix' ? `${word}%` : word)}`;

/** The next words of a full-name search ("Иванов Пётр"): the start of the name or patronymic. */
export const givenNamesMatch = (words: string[], bind: Bind = asParameter): SQL[] =>
  words.map((w) => {
    const start = bind(`${w}%`);
    return sql`(${searchKey(users.name)} like ${start} or ${searchKey(sql`coalesce(${users.patronymic}, '')`)} like
          ${start})`;
  });
