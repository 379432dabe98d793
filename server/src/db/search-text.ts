import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { escapeLike } from '../lib/like';

/**
 * Russian search: ё and е are one letter, and case does not count. `searchText` normalises what a
 * person typed, `searchKey` the text it is compared with, the same way: lower-cased, ё written е.
 * Every search of people and reference lists goes through these two, and the stored keys
 * (`users.surname_key`, `students.sort_key`) are built by `searchKey`, so their indexes serve the
 * queries.
 */
export const searchText = (s: string) => s.toLowerCase().replace(/ё/g, 'е');

/**
 * `searchText` in SQL. Both letters are translated, not only the lower-case one, so a database whose lower() leaves
 * Cyrillic alone still folds ё.
 */
export const searchKey = (text: SQLWrapper): SQL => sql`translate(lower(${text}), 'ёЁ', 'ее')`;

/** The trimmed words of a search, at most `max`, normalised by `searchText` and made safe for LIKE. */
export function searchWords(search: string | undefined, max = 3): string[] {
  return searchText((search ?? '').trim())
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, max)
    .map(escapeLike);
}

/** A LIKE pattern of `text` (normalised and escaped) anywhere in a value. */
export const containsPattern = (text: string) => `%${escapeLike(searchText(text))}%`;

/**
 * People in the alphabet's order: the full name as `students.sort_key` keeps it (migration 0006's
 * person_sort_key: lower-cased, ё as е) in byte order, which for а…я is the alphabet's.
 */
export const personOrder = (surname: SQLWrapper, name: SQLWrapper, patronymic: SQLWrapper): SQL =>
  sql`person_sort_key(${surname}, ${name}, ${patronymic}) collate "C"`;
