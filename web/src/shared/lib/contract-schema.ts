import type { z } from 'zod';

/** The parts of a zod schema's definition that lead to its fields. */
interface Definition {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: readonly z.ZodType[];
  element?: z.ZodType;
  checks?: readonly { _zod: { def: { check: string; maximum?: number } } }[];
}
const definition = (schema: z.ZodType) => schema._zod.def as unknown as Definition;

/** Through what wraps a value (optional, nullable, a default, a pipe's input side) to the value's own schema. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = definition(current);
    const next = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!next) return current;
    current = next;
  }
}

/**
 * The schema of the field at a dotted path of an object schema (`optional_fields.room`; a list's
 * items by any index: `questions.0.text`); of the union's first member that has it.
 */
export function schemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path.split('.').filter(Boolean)) {
    if (!current) return undefined;
    const def = definition(unwrap(current));
    if (def.type === 'object') current = def.shape?.[key];
    else if (def.type === 'array' && /^\d+$/.test(key)) current = def.element;
    else if (def.type === 'union')
      current = def.options?.map((option) => schemaAt(option, key)).find((found) => found !== undefined);
    else return undefined;
  }
  return current;
}

/**
 * The most characters the contract lets a text field have, for its input's `maxLength`: the limit
 * is said once, in the contract, and read here.
 */
export function maxLengthAt(schema: z.ZodType, path: string): number | undefined {
  const field = schemaAt(schema, path);
  if (!field) return undefined;
  const limits = (definition(unwrap(field)).checks ?? [])
    .map((check) => check._zod.def)
    .filter((check) => check.check === 'max_length' && check.maximum !== undefined)
    .map((check) => check.maximum!);
  return limits.length ? Math.min(...limits) : undefined;
}

/** The least and the most a number field may be, for a number input's `min` and `max`. */
export function rangeAt(schema: z.ZodType, path: string): { min?: number; max?: number } {
  const field = schemaAt(schema, path);
  const range: { min?: number; max?: number } = {};
  for (const { _zod } of field ? (definition(unwrap(field)).checks ?? []) : []) {
    const check = _zod.def as { check: string; value?: number; inclusive?: boolean };
    if (check.value === undefined || !check.inclusive) continue;
    if (check.check === 'greater_than') range.min = Math.max(range.min ?? -Infinity, check.value);
    if (check.check === 'less_than') range.max = Math.min(range.max ?? Infinity, check.value);
  }
  return range;
}
