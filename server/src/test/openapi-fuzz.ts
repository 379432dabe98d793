import fc from 'fast-check';

/**
 * Invalid and odd requests for any operation of an OpenAPI document, derived from the document
 * alone (names, types and limits of its parameters and bodies), so that a route added later is
 * walked without a line written for it. Mutations stay near the valid shape most of the time,
 * so that they pass the outer checks and reach the handlers and the database.
 */

/** The part of JSON Schema (OpenAPI 3.0 dialect) the generators read. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface OperationObject {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: Record<string, string[]>[];
}

interface SecurityScheme {
  type?: string;
  in?: string;
  name?: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, SecurityScheme> };
}

/** One operation of the document, as the fuzzer calls it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path, `/api/students/{id}`. */
  path: string;
  /** The same in Fastify's notation, `/api/students/:id`. */
  route: string;
  operationId: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: Schema | undefined;
  /** The success answer is a file (a media type other than JSON), not the envelope. */
  file: boolean;
  /** The part name of a `multipart/form-data` file upload, when the operation takes one. */
  upload: string | undefined;
  /** The success answer is a stream of server-sent events that stays open (GET /api/events). */
  stream: boolean;
  /** The query parameter the operation takes the session token in (an `apiKey` scheme in the query), if it does. */
  tokenQuery: string | undefined;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const list: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      const parameters = op.parameters ?? [];
      const success = op.responses?.['200']?.content ?? {};
      list.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        route: path.replace(/\{([^}]+)\}/g, ':$1'),
        operationId: op.operationId ?? `${method} ${path}`,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        file: Object.keys(success).length > 0 && !Object.keys(success).some((type) => type.includes('json')),
        upload: Object.keys(op.requestBody?.content?.['multipart/form-data']?.schema?.properties ?? {})[0],
        stream: 'text/event-stream' in success,
        tokenQuery: (op.security ?? [])
          .flatMap((requirement) => Object.keys(requirement))
          .map((name) => doc.components?.securitySchemes?.[name])
          .find((scheme) => scheme?.type === 'apiKey' && scheme.in === 'query')?.name,
      });
    }
  }
  return list;
}

/** Numbers at the edges: of int32 (PostgreSQL's integer), of safe integers, of doubles. */
const oddNumbers = [
  0,
  -1,
  1,
  2,
  3,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  1.5,
  -0.5,
  1e21,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
];

/** Texts that break parsers, SQL and dates, by kind (each kind is drawn as often as the others). */
const oddTextKinds = {
  /** PostgreSQL cannot hold or compare a NUL: it must never reach a query. */
  nul: ['\u0000', 'a\u0000b', 'ab\u0000', 'Иванов\u0000', '\u0000%'],
  numbers: [
    '0x10',
    '1e3',
    '+1',
    '-1',
    '0',
    '1.5',
    ' 1',
    '1 ',
    '１２',
    '٣',
    'NaN',
    'Infinity',
    '2147483647',
    '2147483648',
    '-2147483649',
    '99999999999999999999',
    '00001',
  ],
  days: [
    '0000-01-01',
    '9999-12-31',
    '-001-01-01',
    '1999-12-31',
    '2101-01-01',
    '2026-02-30',
    '2026-13-01',
    '00.00.0000',
    '31.12.9999',
    '2026-11-10T00:00:00Z',
    '20261110',
  ],
  syntax: [
    '',
    ' ',
    '%',
    '%00',
    '_',
    '\\',
    "' or 1=1 --",
    'null',
    'true',
    '[]',
    '{}',
    'true,false',
    '1,2,3',
    '1,,a',
    ',',
    '<script>alert(1)</script>',
    '../../etc/passwd',
  ],
  unicode: ['é', 'Иванов', 'аб', '😀'.repeat(60), '\ud800', '\u202e', '\ufeff'],
  long: ['x'.repeat(201), 'x'.repeat(5000), 'я'.repeat(400)],
};

const oddText: fc.Arbitrary<string> = fc.oneof(
  ...Object.values(oddTextKinds).map((texts) => fc.constantFrom(...texts)),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Any JSON-ish oddity, for a place that expects something else. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, {}, [], [null], { '': null }, [[[[]]]]) },
  { weight: 2, arbitrary: fc.constantFrom(...oddNumbers) },
  { weight: 2, arbitrary: oddText },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...oddNumbers), { maxLength: 5 }) },
);

function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return doc.components?.schemas?.[name] ?? {};
}

function typesOf(schema: Schema): string[] {
  return schema.type === undefined ? [] : [schema.type].flat();
}

/** Texts a client would send: names, a record-book start, days. */
const plausibleTexts = [
  'ab',
  'Иванов',
  'ив',
  'Т',
  'Иван Иванович',
  '21',
  'a b c',
  '2026-11-10',
  '2026-11-12',
  '10.11.2026',
  'name',
  'asc',
  'desc',
  'true',
];

type Child = (schema: Schema, depth: number) => fc.Arbitrary<unknown>;

/** The plausible values of a schema (its parts made by `child`) and the odd ones for its type. */
function alternatives(doc: OpenApiDocument, schema: Schema, depth: number, child: Child) {
  const plausible: fc.Arbitrary<unknown>[] = [];
  const odd: fc.Arbitrary<unknown>[] = [junk];
  if (schema.enum?.length) plausible.push(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) plausible.push(fc.constant(schema.const));
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    plausible.push(child(resolve(doc, part), depth));
  for (const type of typesOf(schema)) {
    if (type === 'object') {
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        model[key] = child(resolve(doc, property), depth + 1);
      plausible.push(fc.record(model, { requiredKeys: [] }));
      const extra = fc.dictionary(
        fc.constantFrom('extra', '__proto__', 'constructor', '', 'filter', 'ids', '\u0000'),
        junk,
        { minKeys: 1, maxKeys: 2 },
      );
      odd.push(fc.tuple(fc.record(model, { requiredKeys: [] }), extra).map(([value, more]) => ({ ...more, ...value })));
    } else if (type === 'array') {
      plausible.push(fc.array(schema.items ? child(resolve(doc, schema.items), depth + 1) : junk, { maxLength: 3 }));
      // Past the limit: the whole list must be refused, not sent to the database.
      const beyond = (schema.maxItems ?? 1000) + 1;
      odd.push(
        fc
          .constantFrom(1, 2_147_483_648)
          .map((first) => Array.from({ length: beyond }, (_, i) => (i === 0 ? first : i + 1))),
      );
    } else if (type === 'integer' || type === 'number') {
      const min = Math.max(schema.minimum ?? -5, -5);
      const max = Math.min(schema.maximum ?? 10, 10);
      plausible.push(fc.integer({ min: Math.min(min, max), max }));
      odd.push(
        fc.constantFrom(...oddNumbers),
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 1, max: 5 }).map(String),
      );
    } else if (type === 'boolean') {
      plausible.push(fc.boolean());
      odd.push(fc.constantFrom('true', 0, 1));
    } else if (type === 'string') {
      const fits = plausibleTexts.filter((t) => t.length <= (schema.maxLength ?? Infinity));
      if (fits.length) plausible.push(fc.constantFrom(...fits));
      if (schema.pattern) plausible.push(fc.stringMatching(new RegExp(schema.pattern)));
      odd.push(oddText, fc.constantFrom(...oddTextKinds.nul), fc.string({ maxLength: (schema.maxLength ?? 50) + 2 }));
    } else if (type === 'null') {
      plausible.push(fc.constant(null));
    }
  }
  if (schema.nullable) plausible.push(fc.constant(null));
  if (!plausible.length) plausible.push(junk);
  return { plausible: fc.oneof(...plausible), odd: fc.oneof(...odd) };
}

/** The body generators of a document. */
function bodyGenerators(doc: OpenApiDocument) {
  /** A value a client would send: it should pass validation and reach the handler. */
  const plausibleOf: Child = (schema, depth) =>
    depth > 6 ? junk : alternatives(doc, schema, depth, plausibleOf).plausible;

  /** A plausible value but for one place, at any depth, that is odd. */
  const oneOddPlace: Child = (schema, depth) => {
    const { odd } = alternatives(doc, schema, depth, plausibleOf);
    if (depth > 6) return odd;
    const deeper: fc.Arbitrary<unknown>[] = [];
    const keys = Object.keys(schema.properties ?? {});
    if (keys.length) {
      deeper.push(
        fc
          .constantFrom(...keys)
          .chain((key) =>
            fc
              .tuple(plausibleOf(schema, depth), oneOddPlace(resolve(doc, schema.properties![key]!), depth + 1))
              .map(([object, value]) => ({ ...(object as object), [key]: value })),
          ),
      );
    }
    if (schema.items) {
      const items = resolve(doc, schema.items);
      deeper.push(
        fc
          .tuple(fc.array(plausibleOf(items, depth + 1), { maxLength: 2 }), oneOddPlace(items, depth + 1))
          .map(([list, value]) => [...list, value]),
      );
    }
    for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
      deeper.push(oneOddPlace(resolve(doc, part), depth));
    return deeper.length ? fc.oneof({ weight: 1, arbitrary: odd }, { weight: 3, arbitrary: fc.oneof(...deeper) }) : odd;
  };

  /** Odd places anywhere, now and then. */
  const manyOddPlaces: Child = (schema, depth) => {
    if (depth > 4) return junk;
    const { plausible, odd } = alternatives(doc, schema, depth, manyOddPlaces);
    return fc.oneof({ weight: 8, arbitrary: plausible }, { weight: 1, arbitrary: odd });
  };
  return { plausibleOf, oneOddPlace, manyOddPlaces };
}

/** A body of the schema: plausible, odd in one place, or odd in several. */
function mutated(doc: OpenApiDocument, raw: Schema, depth: number): fc.Arbitrary<unknown> {
  const { plausibleOf, oneOddPlace, manyOddPlaces } = bodyGenerators(doc);
  const schema = resolve(doc, raw);
  return fc.oneof(
    { weight: 2, arbitrary: plausibleOf(schema, depth) },
    { weight: 4, arbitrary: oneOddPlace(schema, depth) },
    { weight: 2, arbitrary: manyOddPlaces(schema, depth) },
  );
}

/** Texts a client would send for a parameter: its enum, its pattern, days, small numbers. */
function plausibleText(doc: OpenApiDocument, raw: Schema | undefined): fc.Arbitrary<string> {
  const schema = resolve(doc, raw ?? {});
  if (schema.enum?.length) return fc.constantFrom(...schema.enum.map(String));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'date') return fc.constantFrom('2026-11-10', '2026-11-12', '12.11.2026');
  const parts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (parts.length)
    return fc.oneof(...parts.map((part) => plausibleText(doc, part.type === 'array' ? part.items : part)));
  if (typesOf(schema).some((t) => t === 'integer' || t === 'number'))
    return fc.integer({ min: 1, max: 12 }).map(String);
  return fc.oneof(fc.integer({ min: 1, max: 12 }).map(String), fc.constantFrom(...plausibleTexts));
}

/** Texts for a parameter that it should refuse or that look odd. */
function oddTextFor(doc: OpenApiDocument, raw: Schema | undefined): fc.Arbitrary<string> {
  const schema = resolve(doc, raw ?? {});
  const odd: fc.Arbitrary<string>[] = [
    oddText,
    fc.constantFrom(...oddTextKinds.nul),
    plausibleText(doc, schema).map((text) => `${text}\u0000`),
    fc.constantFrom(...oddNumbers).map(String),
  ];
  if (schema.maxLength) odd.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  if (schema.format === 'date') odd.push(fc.constantFrom(...oddTextKinds.days));
  return fc.oneof(...odd);
}

/** A text for a path parameter or a query value: plausible or odd. */
function textOf(doc: OpenApiDocument, raw: Schema | undefined): fc.Arbitrary<string> {
  return fc.oneof({ weight: 3, arbitrary: plausibleText(doc, raw) }, { weight: 2, arbitrary: oddTextFor(doc, raw) });
}

/** encodeURIComponent, or the text as it is where it cannot be encoded (a lone surrogate). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[^\w-]/g, '');
  }
}

/** Raw pieces of a URL that do not decode or that try to leave the path. */
const rawUrlPieces = ['%', '%zz', '%E0%A4%A', '..', '%2e%2e', '%2F', '%00', '%C0%AF'];

function pathValue(doc: OpenApiDocument, param: Parameter): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: textOf(doc, param.schema).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...rawUrlPieces) },
    // Longer than Fastify's maxParamLength: refused before the route (414).
    { weight: 1, arbitrary: fc.string({ minLength: 101, maxLength: 300 }).map(encode) },
  );
}

function queryString(doc: OpenApiDocument, params: Parameter[]): fc.Arbitrary<string> {
  const pair = (name: string, value: fc.Arbitrary<string>) => value.map((v) => `${encode(name)}=${encode(v)}`);
  const plausible = params.map((param) => pair(param.name, plausibleText(doc, param.schema)));
  const odd = params.map((param) =>
    fc.oneof(
      { weight: 4, arbitrary: pair(param.name, oddTextFor(doc, param.schema)) },
      // The same name repeated: an array where a text is expected.
      {
        weight: 1,
        arbitrary: fc
          .array(pair(param.name, textOf(doc, param.schema)), { minLength: 2, maxLength: 3 })
          .map((p) => p.join('&')),
      },
      { weight: 1, arbitrary: fc.constant(`${encode(param.name)}`) },
      { weight: 1, arbitrary: fc.constant(`${encode(param.name)}[]=1`) },
      { weight: 1, arbitrary: fc.constant('') },
    ),
  );
  const extra = fc.array(
    fc.oneof(pair('extra', oddText), fc.constantFrom(...rawUrlPieces.map((p) => `${p}=${p}`), '&&', '=', 'a=%')),
    { maxLength: 2 },
  );
  const join = (parts: (string | null)[]) => parts.filter((p): p is string => !!p).join('&');
  // Every parameter plausible (the call should pass); all but one; anything at all.
  // A parameter the document does not require is left out now and then.
  const maybe = (j: number, arb: fc.Arbitrary<string>) => (params[j]!.required ? arb : fc.option(arb, { freq: 2 }));
  const modes: fc.Arbitrary<string>[] = [fc.tuple(...plausible.map((p, j) => maybe(j, p))).map(join)];
  if (params.length) {
    modes.push(
      fc
        .nat(params.length - 1)
        .chain((i) => fc.tuple(...params.map((_, j) => (j === i ? odd[j]! : maybe(j, plausible[j]!)))))
        .map(join),
      fc.tuple(...params.map((_, j) => fc.option(fc.oneof(plausible[j]!, odd[j]!), { freq: 4 }))).map(join),
    );
  }
  return fc
    .tuple(
      fc.oneof(
        { weight: 2, arbitrary: modes[0]! },
        ...modes.slice(1).map((arbitrary, i) => ({ weight: i === 0 ? 3 : 1, arbitrary })),
      ),
      fc.option(extra, { freq: 3 }),
    )
    .map(([query, more]) => join([query, ...(more ?? [])]));
}

/** Bodies that are not the JSON they claim to be, or are too big. */
const rawBodies = [
  '',
  '{',
  '[',
  '{"a":',
  'null',
  '"text"',
  '1',
  'true',
  '[]',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '\u0000',
  '{"ids":[1,2,3],}',
  `{"x":"${'a'.repeat(1_100_000)}"}`,
];
const otherTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/jsonx',
  '',
];

export interface FuzzBody {
  payload?: string | Buffer;
  contentType?: string;
}

/** Magic bytes of kinds of files, accepted or not, to start a generated upload with. */
const fileStarts = [
  '',
  '\x89PNG\r\n\x1a\n',
  '%PDF-1.4\n',
  '\x7fELF',
  'MZ',
  'PK\x03\x04',
  '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1',
  'GIF89a',
  '\xff\xd8\xff',
].map((s) => Buffer.from(s, 'latin1'));

/**
 * Multipart uploads: the right part name or another, odd file names and declared types, content
 * that starts like some file kind and goes on with random bytes; or a body cut short.
 */
function multipartOf(field: string): fc.Arbitrary<FuzzBody> {
  const boundary = 'fuzz-boundary-1234';
  return fc
    .record({
      name: fc.oneof({ weight: 4, arbitrary: fc.constant(field) }, { weight: 1, arbitrary: oddText }),
      filename: fc.oneof(fc.constantFrom('a.png', 'отчёт.pdf', '../../etc/passwd', ''), oddText),
      type: fc.constantFrom('image/png', 'application/pdf', 'text/html', 'application/octet-stream', ''),
      start: fc.constantFrom(...fileStarts),
      rest: fc.uint8Array({ maxLength: 300 }),
      cut: fc.boolean(),
    })
    .map(({ name, filename, type, start, rest, cut }): FuzzBody => {
      const head =
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; ` +
        `filename="${filename}"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`;
      const parts = [Buffer.from(head), start, Buffer.from(rest), Buffer.from(cut ? '' : `\r\n--${boundary}--\r\n`)];
      return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
    });
}

function bodyOf(doc: OpenApiDocument, schema: Schema | undefined, upload?: string): fc.Arbitrary<FuzzBody> {
  const json = (value: fc.Arbitrary<unknown>) =>
    fc
      .tuple(value, fc.constantFrom('application/json', 'application/json; charset=utf-8'))
      .map(([v, contentType]): FuzzBody => ({ payload: JSON.stringify(v) ?? 'null', contentType }));
  const raw = fc
    .tuple(fc.constantFrom(...rawBodies), fc.constantFrom('application/json', ...otherTypes))
    .map(([payload, contentType]): FuzzBody => ({ payload, contentType }));
  const none = fc.constant<FuzzBody>({});
  if (upload)
    return fc.oneof(
      { weight: 8, arbitrary: multipartOf(upload) },
      { weight: 1, arbitrary: json(junk) },
      { weight: 1, arbitrary: raw },
      { weight: 1, arbitrary: none },
    );
  if (!schema)
    return fc.oneof(
      { weight: 4, arbitrary: none },
      { weight: 1, arbitrary: json(junk) },
      { weight: 1, arbitrary: raw },
    );
  return fc.oneof(
    { weight: 12, arbitrary: json(mutated(doc, schema, 0)) },
    { weight: 1, arbitrary: json(junk) },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: none },
  );
}

export interface FuzzRequest<Caller extends string> {
  caller: Caller;
  url: string;
  body: FuzzBody;
}

/** Requests to one operation: its path with odd parameters, an odd query, an odd body. */
export function requestsFor<Caller extends string>(
  doc: OpenApiDocument,
  op: Operation,
  callers: fc.Arbitrary<Caller>,
): fc.Arbitrary<FuzzRequest<Caller>> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const values = names.map((name) =>
    pathValue(doc, op.pathParams.find((p) => p.name === name) ?? { name, in: 'path' }),
  );
  return fc
    .record({
      caller: callers,
      path: fc
        .tuple(...values)
        .map((vs) => names.reduce((path, name, i) => path.replace(`{${name}}`, vs[i]!), op.path)),
      query: queryString(doc, op.query),
      body: bodyOf(doc, op.body, op.upload),
    })
    .map(({ caller, path, query, body }) => ({ caller, url: query ? `${path}?${query}` : path, body }));
}
