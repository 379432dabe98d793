/** Text put into a LIKE pattern literally: `%`, `_` and the escape character itself escaped. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
