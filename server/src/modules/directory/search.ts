/** A word with a digit is a record-book number or another code, never a name. */
export const isCode = (word: string) => /\d/.test(word);

/**
 * How a code word matches a record-book number. An employee does not see the numbers, so a prefix
 * search would let them read any number a character at a time through the counts: for them a code
 * matches only the whole number. Admins, who see the numbers, search by their start.
 */
export type CodeMatch = 'prefix' | 'whole';
