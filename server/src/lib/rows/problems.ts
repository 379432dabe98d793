import { t } from '../../i18n';

/** How many problems a report lists; the rest are counted. */
export const MAX_LISTED_PROBLEMS = 20;

/** A file the import refused: every problem found, in the language being spoken, row by row. Nothing was changed. */
export class ImportError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

/**
 * The problems found in a file, by row number as the file shows it (the header is row 1). A run
 * looks at every row before it gives up, so that one report lists what to fix.
 */
export class Problems {
  private readonly found: { line: number; text: string }[] = [];

  add(line: number, text: string): void {
    this.found.push({ line, text });
  }

  get count(): number {
    return this.found.length;
  }

  /** Throws the problems found so far, the first ones by row, when there are any. */
  throwIfAny(): void {
    if (!this.found.length) return;
    const sorted = [...this.found].sort((a, b) => a.line - b.line);
    const listed = sorted
      .slice(0, MAX_LISTED_PROBLEMS)
      .map((p) => (p.line > 0 ? t('imports:problems.line', { line: p.line, text: p.text }) : p.text));
    const rest = sorted.length - listed.length;
    if (rest > 0) listed.push(t('imports:problems.more', { count: rest }));
    throw new ImportError(listed);
  }
}

/** A refusal that is not about one row: an unreadable file, an empty one. */
export const fileProblem = (text: string) => new ImportError([text]);

/** A Russian noun's form for a number (the CLI's lines, which are Russian). */
export function plural(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

/** The SQLSTATE and constraint of a PostgreSQL error, however deep the driver wrapped it. */
function databaseError(err: unknown): { code: string; constraint?: string } | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' && { constraint }) };
    }
  }
  return null;
}

/**
 * What a failed run's update report says: the problems of a refused file, or a short
 * description of a database or internal error. Never SQL, values or a stack trace.
 */
export function failureText(err: unknown): string {
  if (err instanceof ImportError) return err.message;
  const db = databaseError(err);
  if (db) {
    const where = db.constraint ? t('imports:failure.constraint', { constraint: db.constraint }) : '';
    const what = t(
      db.code === '23505'
        ? 'imports:failure.unique'
        : db.code.startsWith('23')
          ? 'imports:failure.integrity'
          : 'imports:failure.database',
    );
    return t('imports:failure.write', { what, code: db.code, where });
  }
  return t('imports:failure.internal');
}
