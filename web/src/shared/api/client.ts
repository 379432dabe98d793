import { failure, messages, paginationMeta, type PaginationMeta } from '@portal/contract';
import { z } from 'zod';
import { clearToken, getToken } from '../session/token';
import { sharedStrings } from '../strings';
import { ApiError } from './api-error';
import { emitApiEvent } from './api-events';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The token to send instead of the stored one (signing out of an impersonated session).
   * `null` sends none.
   */
  token?: string | null;
  /** When false, an errors.token answer is only thrown, not turned into a sign-out. */
  endSessionOnTokenError?: boolean;
}

const envelope = z.looseObject({ success: z.boolean() });

async function send(path: string, options: CallOptions): Promise<Record<string, unknown>> {
  const token = options.token === undefined ? getToken() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError('network', sharedStrings.networkError);
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(response.status >= 500 ? 'network' : 'malformed', messages.internal, response.status);
  }

  const parsed = envelope.safeParse(json);
  if (!parsed.success) throw new ApiError('malformed', messages.internal, response.status);
  if (parsed.data.success && response.ok) return parsed.data;

  const fail = failure.partial().safeParse(json);
  const body = fail.success ? fail.data : {};
  const message = body.message ?? messages.internal;
  const errors = body.errors ?? {};

  if (body.maintenance) {
    emitApiEvent({ type: 'maintenance', message });
    throw new ApiError('maintenance', message, response.status, errors);
  }
  if (errors.token) {
    const tokenMessage = errors.token[0] ?? message;
    if (options.endSessionOnTokenError !== false) {
      clearToken();
      emitApiEvent({ type: 'session-ended', message: tokenMessage });
    }
    throw new ApiError('unauthenticated', tokenMessage, response.status, errors);
  }
  throw new ApiError('http', message, response.status, errors);
}

function check<S extends z.ZodType>(schema: S, value: unknown, status = 200): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError('malformed', messages.internal, status);
  return parsed.data;
}

/** One call: sends the token, unwraps `{ success, result }` and checks `result` against the contract. */
export async function apiCall<S extends z.ZodType>(path: string, result: S, options: CallOptions = {}): Promise<z.output<S>> {
  const data = await send(path, options);
  return check(result, data.result);
}

export interface Page<T> {
  items: T[];
  meta: PaginationMeta;
}

/** A paged call: `{ success, result: [...], meta }`. */
export async function apiPage<S extends z.ZodType>(path: string, item: S, options: CallOptions = {}): Promise<Page<z.output<S>>> {
  const data = await send(path, options);
  return { items: check(z.array(item), data.result), meta: check(paginationMeta, data.meta) };
}
