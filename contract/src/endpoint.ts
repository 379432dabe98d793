import type { z } from 'zod';
import type { PaginationMeta } from './envelope';

/**
 * One call of the API, defined once for both sides: the server registers its route from it (url,
 * validation, answer schema, OpenAPI) and the web calls it through `api(endpoint, input)`.
 *
 * - `path` is the Fastify route path (`/api/account/admin/students/:id`);
 * - `params`, `query`, `body` are the zod schemas of the input; absent: the call takes none;
 * - `result` is the schema of the answer's `result`; with `paged` the answer is a page of such
 *   items with `meta`; `file` calls answer a download of that media type instead of the envelope;
 * - `upload` calls take a multipart file instead of a JSON body.
 */
export interface Endpoint {
  /** Unique, camelCase: the OpenAPI operationId, so a generated client has a function per call. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  result?: z.ZodType;
  paged?: boolean;
  /** The schema of a paged answer's `meta` where it carries more than the flat pagination fields. */
  meta?: z.ZodType;
  /**
   * Top-level fields of the body whose nested field errors (`questions.0.text`) are answered under
   * the field itself too (`questions`), for clients that read only that key (001 §7).
   */
  errorGroups?: readonly string[];
  /** The media type of the file a download call answers (its success is not the envelope). */
  file?: string;
  /**
   * The user's own secrets and powers (the Wi-Fi certificate and its password, a new calendar link, the password,
   * others' permissions): refused (403) to an admin signed in as the user («Войти под пользователем», issue 30 §3).
   */
  inPerson?: true;
  /**
   * A POST that only reads (a search whose filter is a body, as the original API has them): it
   * changes nothing, so an admin signed in as the user leaves no audit entry by it.
   */
  reads?: true;
  /**
   * A `multipart/form-data` upload of one file in the part named `field` (instead of a JSON
   * body); `example` is a small real file the authorization matrix sends, with the text `fields`
   * the call takes beside it (their valid values).
   */
  upload?: { field: string; example: UploadExample; fields?: Record<string, string> };
  /**
   * The media type of a stream the call holds open (`text/event-stream`): its success is not the
   * envelope and does not end until the client goes away; its refusals are the envelope as usual.
   */
  stream?: string;
  /**
   * The media type of a text answer that is not the envelope (`text/plain; version=0.0.4`:
   * Prometheus's exposition format, read by a monitoring system); its refusals are the envelope.
   */
  text?: string;
  /**
   * A download the browser opens by a link, which cannot carry the Authorization header (002 §7):
   * the session token comes in the query parameter `at` (`TOKEN_QUERY`) instead, and only there.
   * The server never writes that parameter to its log.
   */
  tokenInQuery?: true;
  /**
   * A valid input (checked against the schemas by the type): the authorization matrix sends it
   * and expects success from every caller the rule allows, on the test data of
   * server/src/test/authorization.test.ts (the first student, employee and user have id 1).
   */
  example?: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
}

/** The query parameter a `tokenInQuery` call takes the session token in (002 §7: «at (the stored token)»). */
export const TOKEN_QUERY = 'at';

/** A file an upload call's example sends: its name, declared type and content (base64). */
export interface UploadExample {
  name: string;
  type: string;
  base64: string;
}

/** Keeps the literal types of a definition (its schemas and path) for both sides to infer from. */
export function endpoint<const E extends Endpoint>(definition: E & { example?: EndpointInput<E> }): E {
  return definition;
}

type Part<E extends Endpoint, K extends 'params' | 'query' | 'body', Side extends 'in' | 'out'> = E[K] extends z.ZodType
  ? Side extends 'in'
    ? z.input<E[K]>
    : z.output<E[K]>
  : undefined;

/**
 * What a caller sends. Path parameters and the query are given as the server reads them (ids as
 * numbers; the client turns them into text), the body as JSON the schema accepts.
 */
export type EndpointInput<E extends Endpoint> = OmitUndefined<{
  params: Part<E, 'params', 'out'>;
  query: Part<E, 'query', 'out'>;
  body: Part<E, 'body', 'in'>;
}>;

/** The input after validation, as a route handler receives it. */
export type EndpointParsed<E extends Endpoint> = {
  params: Part<E, 'params', 'out'>;
  query: Part<E, 'query', 'out'>;
  body: Part<E, 'body', 'out'>;
};

type OmitUndefined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

export interface Page<T, M = PaginationMeta> {
  items: T[];
  meta: M;
}

type ResultOf<E extends Endpoint> = E['result'] extends z.ZodType ? z.output<E['result']> : never;

/** What a call gives its caller: the answer's `result`, or a page of items with its meta. */
export type EndpointOutput<E extends Endpoint> = E['paged'] extends true ? Page<ResultOf<E>, MetaOf<E>> : ResultOf<E>;

/** A paged call's meta: its own schema's, or the flat pagination fields. */
type MetaOf<E extends Endpoint> = E['meta'] extends z.ZodType ? z.output<E['meta']> : PaginationMeta;

/** A call that answers JSON (not a file download). */
export type JsonEndpoint = Endpoint & { result: z.ZodType };

/** The URL of a call: path parameters put in (encoded) and the query appended. */
export function endpointUrl(e: Endpoint, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const path = e.path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`${e.name}: the path parameter ${key} is missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
