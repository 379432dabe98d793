import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import type { CodeMatch } from './search';

/** The directory's search (the words of search.ts) as SQL conditions, for the students' and employees' repositories. */

/**
 * A surname by any part of it (the trigram index), or by its start when the word is shorter
 * than a trigram (the prefix index).
 */
export const surnameMatches = (word: string) =>
  word.length >= 3 ? sql`lower(${users.surname}) like ${`%${word}%`}` : sql`lower(${users.surname}) like ${`${word}%`}`;

/**
 * A code (a word of searchWords, lower-cased and escaped for LIKE) in a column indexed by
 * lower(column) text_pattern_ops: its start, or the whole value (a LIKE without a wildcard).
 */
export const codeMatches = (column: PgColumn, word: string, match: CodeMatch) =>
  sql`lower(${column}) like ${match === 'prefix' ? `${word}%` : word}`;

/** The next words of a full-name search ("Иванов Пётр"): the start of the name or patronymic. */
export const givenNamesMatch = (words: string[]): SQL[] =>
  words.map((w) => sql`(lower(${users.name}) like ${`${w}%`} or lower(coalesce(${users.patronymic}, '')) like ${`${w}%`})`);
