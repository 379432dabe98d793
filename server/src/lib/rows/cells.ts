import { z } from 'zod';
import { t } from '../../i18n';

/** The cells of an import file's row and the parsers of their text, shared by every format. */

/**
 * One row of a file: column → cell text, trimmed, null when empty; an optional column the file
 * does not have is absent (undefined).
 */
export type RawRow = Record<string, string | null | undefined>;

// The schemas are made once; their messages are said when a cell fails, in the language being spoken.
const tooLong = (column: string, max: number) => ({ error: () => t('imports:cells.tooLong', { column, max }) });

/** A message said when a cell fails, in the language being spoken then: `() => t('ns:key')`. */
export type Say = () => string;

/** An empty cell of a required column: «не указана фамилия (surname)». */
const missingValue = (column: string, missing: Say) => ({ error: () => `${missing()} (${column})` });

export const text = (column: string, missing: Say, max = 255) =>
  z.string(missingValue(column, missing)).max(max, tooLong(column, max));

/** An optional column: undefined when the file has no such column, null when the cell is empty. */
export const optionalText = (column: string, max = 255) =>
  z.string().max(max, tooLong(column, max)).nullable().optional();

/** A cell that must be filled and is parsed: `parse` answers undefined for a value it does not accept. */
export const required = <T>(
  column: string,
  missing: Say,
  parse: (v: string) => T | undefined,
  invalid: (v: string) => string,
) =>
  z.string(missingValue(column, missing)).transform((v, ctx): T => {
    const value = parse(v);
    if (value !== undefined) return value;
    ctx.addIssue({ code: 'custom', message: invalid(v) });
    return z.NEVER;
  });

/** A parsed cell of an optional column. */
export const optional = <T>(parse: (v: string) => T | undefined, invalid: (v: string) => string) =>
  z
    .string()
    .nullable()
    .optional()
    .transform((v, ctx): T | null | undefined => {
      if (v === undefined || v === null) return v;
      const value = parse(v);
      if (value !== undefined) return value;
      ctx.addIssue({ code: 'custom', message: invalid(v) });
      return z.NEVER;
    });

export const yes = new Set(['1', 'true', 'да', 'yes', 'истина', '+']);
export const no = new Set(['0', 'false', 'нет', 'no', 'ложь', '-']);
export const parseFlag = (v: string) => (yes.has(v.toLowerCase()) ? true : no.has(v.toLowerCase()) ? false : undefined);

/** A wrong flag: `meaning` says which values it takes (1 or 0, yes or no, unless a format says its own). */
const wrongFlag = (column: string, meaning?: Say) => (value: string) =>
  t('imports:cells.wrongValue', { column, value, expected: meaning ? meaning() : t('imports:cells.flag') });
export const flag = (column: string, missing: Say, meaning?: Say) =>
  required(column, missing, parseFlag, wrongFlag(column, meaning));
export const optionalFlag = (column: string) => optional(parseFlag, wrongFlag(column));

export const integer = (min: number, max: number) => (v: string) => {
  const n = Number(v);
  return /^\d+(\.0+)?$/.test(v) && Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
};
