import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

/** The words of a trimmed search, at most a few, lower-cased and made safe for LIKE. */
export function searchWords(search: string | undefined, max = 3): string[] {
  return (search ?? '')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, max)
    .map(escapeLike);
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A word with a digit is a record-book number or another code, never a name. */
export const isCode = (word: string) => /\d/.test(word);

/**
 * A surname by any part of it (the trigram index), or by its start when the word is shorter
 * than a trigram (the prefix index).
 */
export const surnameMatches = (word: string) =>
  word.length >= 3 ? sql`lower(${users.surname}) like ${`%${word}%`}` : sql`lower(${users.surname}) like ${`${word}%`}`;

/** The start of a code in a column indexed by lower(column) text_pattern_ops. */
export const codeStarts = (column: PgColumn, word: string) => sql`lower(${column}) like ${`${word}%`}`;

/** The next words of a full-name search ("Иванов Пётр"): the start of the name or patronymic. */
export const givenNamesMatch = (words: string[]): SQL[] =>
  words.map((w) => sql`(lower(${users.name}) like ${`${w}%`} or lower(coalesce(${users.patronymic}, '')) like ${`${w}%`})`);
