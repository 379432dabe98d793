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

export const text = (column: string, missing: string, max = 255) => z.string({ error: `${missing} (${column})` }).max(max, tooLong(column, max));

/** An optional column: undefined when the file has no such column, null when the cell is empty. */
export const optionalText = (column: string, max = 255) => z.string().max(max, tooLong(column, max)).nullable().optional();

/** A cell that must be filled and is parsed: `parse` answers undefined for a value it does not accept. */
export const required = <T>(column: string, missing: string, parse: (v: string) => T | undefined, invalid: (v: string) => string) =>
  z.string({ error: `${missing} (${column})` }).transform((v, ctx): T => {
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
const wrongFlag = (column: string, meaning?: string) => (value: string) => t('imports:cells.wrongValue', { column, value, expected: meaning ?? t('imports:cells.flag') });
export const flag = (column: string, missing: string, meaning?: string) => required(column, missing, parseFlag, wrongFlag(column, meaning));
export const optionalFlag = (column: string) => optional(parseFlag, wrongFlag(column));

export const integer = (min: number, max: number) => (v: string) => {
  const n = Number(v);
  return /^\d+(\.0+)?$/.test(v) && Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
};
