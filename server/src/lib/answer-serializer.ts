import type { FastifySerializerCompiler } from 'fastify';
import fastJson, { type Schema } from 'fast-json-stringify';
import { createSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const namedSchemas = new Set(['properties', 'patternProperties', 'definitions', '$defs']);
const mapValues = (o: JsonSchema, f: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));
type Compiler = FastifySerializerCompiler<z.ZodType>;

/**
 * The JSON Schema zod writes, made to serialise as zod's check does:
 * - without `required`: fast-json-stringify writes an object's required properties before the
 *   others, zod (and so the answers so far) in the schema's order. Nothing is checked anyway;
 * - `anyOf: [X, { type: 'null' }]`, which zod writes for `.nullable()`, as X with `nullable:
 *   true`: fast-json-stringify then writes it in its own code, where a union would be decided by
 *   Ajv at every answer (and each route's serialiser would hold an Ajv instance for it).
 */
function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplified);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required' && Array.isArray(value)) continue;
    // Maps of names to schemas: a property may be named like a keyword.
    out[key] = namedSchemas.has(key) ? mapValues(value as JsonSchema, simplified) : simplified(value);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nulls = anyOf.filter((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf.find((s) => !nulls.includes(s));
    if (nulls.length === 1 && other && typeof other.type === 'string' && !('nullable' in other)) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}

/** The JSON Schema of an answer's zod schema, as fast-json-stringify takes it. */
export const answerJsonSchema = (schema: z.ZodType): Schema =>
  simplified(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })) as Schema;

/**
 * A route's answer serialiser compiled from its zod schema by fast-json-stringify, on the
 * route's first answer (most routes of an instance are never called: no memory for them).
 */
function compiled(schema: z.ZodType): (data: unknown) => string {
  let serialize: ((data: unknown) => string) | null = null;
  return (data) => (serialize ??= fastJson(answerJsonSchema(schema)))(data);
}

/** The zod check's error for a compiled or prepared answer that is not what zod writes of it. */
const differs = (method: string, url: string, data: unknown, written: string, expected: string) =>
  new ResponseSerializationError(method, url, {
    cause: new z.ZodError([
      {
        code: 'custom',
        path: [],
        input: data,
        message: `the answer was written ${written.slice(0, 2000)} for ${expected.slice(0, 2000)}`,
      },
    ]),
  });

/**
 * The check of an answer a route sends as JSON it prepared itself (lib/route.ts `PreparedJson`:
 * kept, or written by the database), under `config.checkAnswers`: zod's check must pass and keep
 * all of it (no field it does not know). The order of its keys is its own (the timetable's has
 * always been the order it builds them in).
 */
export function preparedAnswerCheck(schema: z.ZodType, method: string, url: string) {
  const check = createSerializerCompiler()({ schema, method, url, httpStatus: '200' }) as (data: unknown) => string;
  return (json: string | Buffer) => {
    const text = json.toString();
    const data: unknown = JSON.parse(text);
    const expected = check(data);
    if (!isDeepStrictEqual(JSON.parse(expected), data)) throw differs(method, url, data, text, expected);
  };
}

/**
 * How answers are written (Fastify's serializer compiler). Unchecked (production): by a
 * serialiser compiled from the contract's schema, which writes only the schema's fields and
 * checks nothing. Checked (tests, development: `config.checkAnswers`): the answer is checked
 * against the schema by zod as before (a mismatch is a 500 logged as such), and the compiled
 * serialiser must write the very same bytes, so that the tests prove production's answers too.
 */
export function answerSerializer(checked: boolean): Compiler {
  const zodCheck = createSerializerCompiler();
  const cache = new WeakMap<z.ZodType, (data: unknown) => string>();
  return (route) => {
    const schema = route.schema;
    // The failure envelope is one schema shared by every route: one serialiser.
    const fast = cache.get(schema) ?? compiled(schema);
    cache.set(schema, fast);
    if (!checked) return fast;
    const check = zodCheck(route) as (data: unknown) => string;
    return (data) => {
      const json = check(data);
      const quick = fast(data);
      if (quick !== json) throw differs(route.method, route.url, data, quick, json);
      return json;
    };
  };
}
