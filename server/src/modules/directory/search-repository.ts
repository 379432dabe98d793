import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { searchKey } from '../../db/search-text';
import type { CodeMatch } from './search';

/**
 * The directory's search (the words of searchWords: lower-cased, ё as е, escaped for LIKE) as SQL
 * conditions, for the students' and employees' repositories. Names are compared by their search
 * key (db/search-text.ts), so «Федоров» and «Фёдоров» find each other.
 */

/**
 * How a pattern goes into the statement: as a parameter of its own (the default), or as a
 * placeholder of a prepared statement (`placeholders`), whose text is then the same whatever the
 * words: each condition's SQL depends only on which conditions there are, never on the words.
 */
export type Bind = (value: unknown) => unknown;
const asParameter: Bind = (value) => value;

/** A bind that names each pattern `p0`, `p1`… and collects their values for `execute`. */
export function placeholders() {
  const values: Record<string, unknown> = {};
  let next = 0;
  const bind = (value: unknown) => {
    const name = `p${next++}`;
    values[name] = value;
    return sql.placeholder(name);
  };
  return { bind, values };
}

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
