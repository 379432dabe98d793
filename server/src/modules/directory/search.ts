import { escapeLike } from '../../lib/like';

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


/** A word with a digit is a record-book number or another code, never a name. */
export const isCode = (word: string) => /\d/.test(word);

/**
 * How a code word matches a record-book number. An employee does not see the numbers, so a prefix
 * search would let them read any number a character at a time through the counts: for them a code
 * matches only the whole number. Admins, who see the numbers, search by their start.
 */
export type CodeMatch = 'prefix' | 'whole';
