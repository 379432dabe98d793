import { z } from 'zod';
import { currentLanguage, said } from './i18n/current';
import type { Language } from './i18n/languages';

// Field errors are read like every other message: zod's own texts in the language being spoken.
const zodLocales = { ru: z.locales.ru(), en: z.locales.en() } satisfies Record<Language, unknown>;
z.config({ localeError: (issue) => zodLocales[currentLanguage()].localeError(issue) });

/** Field → messages, as the spec's clients read them (errors.credentials, errors.token, …). */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;

export const failure = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: fieldErrors.optional(),
  maintenance: z.boolean().optional(),
});
export type Failure = z.infer<typeof failure>;

export function success<T extends z.ZodType>(result: T) {
  return z.object({ success: z.literal(true), result });
}

export const paginationMeta = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

/**
 * A page's meta that also carries itself under `pagination` (002 §7 reads GET /api/polls's there),
 * beside the flat fields every other list has.
 */
export const nestedPaginationMeta = paginationMeta.extend({ pagination: paginationMeta });
export type NestedPaginationMeta = z.infer<typeof nestedPaginationMeta>;

/** The answer of a paged call: its items and the meta (`meta`: where the call's meta carries more). */
export function paged<T extends z.ZodType>(item: T, meta: z.ZodType = paginationMeta) {
  return z.object({ success: z.literal(true), result: z.array(item), meta });
}

export type Success<T> = { success: true; result: T };
export type Paged<T> = { success: true; result: T[]; meta: PaginationMeta };

/** The largest id: ids are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;
/** An id in JSON: a positive 32-bit integer. */
export const id = z.number().int().min(1).max(MAX_ID);
/** An id in a path or a query string: decimal digits only (`0x10`, `1e3`, `+1` are not ids). */
export const idText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: said('validation.number') })
  .transform(Number)
  .pipe(id);
export const idParam = z.object({ id: idText });
/** Ids in a JSON body: a list of ids (strings such as `"1"` are not ids). */
export const idList = z.array(id).max(10_000);
/** Ids in a query string: `ids=1,2,3` (or repeated `ids=1&ids=2`), each strict like `idText`. */
export const queryIds = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    [v]
      .flat()
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(idText).max(1_000));

/** The last page a list can be asked for. */
export const MAX_PAGE = 100_000;
/** A page number in a JSON body: an integer 1..MAX_PAGE, 1 when absent. */
export const pageNumber = z.number().int().min(1).max(MAX_PAGE).default(1);
/** A page number in a query string: decimal digits only, 1..MAX_PAGE, 1 when absent. */
export const pageQuery = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, { error: said('validation.page') })
  .transform(Number)
  .pipe(z.number().max(MAX_PAGE, { error: said('validation.page') }))
  .default(1);

const NUL = '\u0000';
const noNul = (v: string) => !v.includes(NUL);
/**
 * Free text from a client (a login, a search, a name): at most `max` characters and never a NUL,
 * which PostgreSQL cannot store or compare (it would fail the query instead of answering).
 */
export const safeText = (max: number) =>
  z
    .string()
    .max(max)
    .refine(noNul, { error: said('validation.nul') });
/** Free text trimmed of surrounding spaces first (searches). */
export const trimmedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(noNul, { error: said('validation.nul') });
/** A search of a list: trimmed, up to 200 characters. */
export const searchText = trimmedText(200);
