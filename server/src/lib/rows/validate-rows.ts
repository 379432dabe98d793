import type { z } from 'zod';
import type { RawRow } from './cells';
import { fileProblem, ImportError, Problems } from './problems';
import { t } from '../../i18n';

/**
 * The rows of an import file (the account data's, the timetable's), checked against its format: the format is a zod
 * object of its columns, in file order, each parsing a cell's text (cells.ts).
 */

/**
 * The cells of a file: its header and its data rows, each with its number as the file shows it (the header is row 1).
 */
export interface Table {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

/** A file format's row: its columns (the schema's keys, in file order) and how each cell's text is parsed. */
export type RowSchema = z.ZodObject;

/** The columns of a format in file order, and which of them a file must have. */
export function columnsOf(schema: RowSchema): { name: string; required: boolean }[] {
  return Object.entries(schema.shape).map(([name, schema]) => ({
    name,
    required: !(schema as z.ZodType).safeParse(undefined).success,
  }));
}

/** Cell text from a spreadsheet can hold anything; control characters (tab and line ends aside) never belong here. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) return true;
  }
  return false;
}

export interface Row<T> {
  /** The row's number as the file shows it (the header is row 1). */
  line: number;
  value: T;
}

export interface ValidRows<T> {
  rows: Row<T>[];
  /** The columns the file has: an optional column it lacks leaves the stored value alone. */
  present: ReadonlySet<string>;
}

/** Checks the header against the format, then every row with the format's zod schema. */
export function validateRows<S extends RowSchema>(schema: S, table: Table): ValidRows<z.output<S>> {
  const header = table.header.map((h) => h.toLowerCase());
  const columns = columnsOf(schema);
  const known = new Set(columns.map((c) => c.name));
  const headerProblems: string[] = [];
  const missing = columns.filter((c) => c.required && !header.includes(c.name)).map((c) => c.name);
  if (missing.length)
    headerProblems.push(
      t(missing.length === 1 ? 'imports:header.missingOne' : 'imports:header.missingMany', {
        columns: missing.join(', '),
      }),
    );
  const unknown = header.filter((h) => h && !known.has(h));
  const quoted = (names: string[]) => names.map((name) => t('imports:header.quoted', { name })).join(', ');
  if (unknown.length)
    headerProblems.push(
      t(unknown.length === 1 ? 'imports:header.unknownOne' : 'imports:header.unknownMany', {
        columns: quoted(unknown),
      }),
    );
  const repeated = header.filter((h, i) => h && header.indexOf(h) !== i);
  if (repeated.length) headerProblems.push(t('imports:header.repeated', { columns: quoted([...new Set(repeated)]) }));
  if (header.some((h) => !h)) headerProblems.push(t('imports:header.unnamed'));
  if (headerProblems.length) throw new ImportError(headerProblems);
  if (!table.rows.length) throw fileProblem(t('imports:file.noRows'));

  const problems = new Problems();
  const rows: Row<z.output<S>>[] = [];
  for (const { line, cells } of table.rows) {
    const extra = cells.slice(header.length).filter((c) => c.trim() !== '').length;
    if (extra) {
      problems.add(line, t('imports:row.tooManyValues', { values: header.length + extra, columns: header.length }));
      continue;
    }
    const raw: RawRow = {};
    let control = '';
    header.forEach((column, i) => {
      const cell = cells[i]?.trim() ?? '';
      if (hasControlCharacter(cell)) control ||= column;
      raw[column] = cell === '' ? null : cell;
    });
    if (control) {
      problems.add(line, t('imports:row.controlCharacters', { column: control }));
      continue;
    }
    const parsed = schema.safeParse(raw);
    if (parsed.success) rows.push({ line, value: parsed.data as z.output<S> });
    else problems.add(line, [...new Set(parsed.error.issues.map((i) => i.message))].join('; '));
  }
  problems.throwIfAny();
  return { rows, present: new Set(header) };
}

/**
 * Rows that name the same thing (a person, a group, an institute) must say the same about it:
 * each later row is compared with the first one of its key, column by column. Answers the first
 * row of every key.
 */
export function checkAgreement<T extends object>(
  rows: readonly Row<T>[],
  key: (row: T) => string,
  columns: readonly (keyof T & string)[],
  subject: (key: string) => string,
  problems: Problems,
): Row<T>[] {
  const first = new Map<string, Row<T>>();
  for (const row of rows) {
    const k = key(row.value);
    const seen = first.get(k);
    if (!seen) {
      first.set(k, row);
      continue;
    }
    const column = columns.find((c) => cellOf(seen.value[c]) !== cellOf(row.value[c]));
    if (column)
      problems.add(
        row.line,
        t('imports:row.disagrees', {
          subject: subject(k),
          column,
          value: cellOf(row.value[column]),
          firstLine: seen.line,
          firstValue: cellOf(seen.value[column]),
        }),
      );
  }
  return [...first.values()];
}

const cellOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));
