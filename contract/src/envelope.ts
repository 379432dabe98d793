import { z } from 'zod';

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

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), result: z.array(item), meta: paginationMeta });
}

export type Success<T> = { success: true; result: T };
export type Paged<T> = { success: true; result: T[]; meta: PaginationMeta };

export const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);
/** The largest id: ids are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;
/** An id in JSON: a positive 32-bit integer. */
export const id = z.number().int().min(1).max(MAX_ID);
/** An id in a path or a query string: decimal digits only (`0x10`, `1e3`, `+1` are not ids). */
export const idText = z.string().regex(/^[1-9]\d{0,9}$/, 'Ожидается номер').transform(Number).pipe(id);
export const idParam = z.object({ id: idText });
