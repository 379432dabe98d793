import {
  endpointUrl,
  failure,
  paginationMeta,
  type EndpointInput,
  type EndpointOutput,
  type JsonEndpoint,
} from '@portal/contract';
import { z } from 'zod';
import { clearToken, getToken } from '../session/token';
import { sharedText } from '../i18n/shared-text';
import { ApiError } from './api-error';
import { emitApiEvent } from './api-events';
import { requestHeaders } from './request-headers';

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * The token to send instead of the stored one (signing out of an impersonated session).
   * `null` sends none.
   */
  token?: string | null;
  /** When false, an errors.token answer is only thrown, not turned into a sign-out. */
  endSessionOnTokenError?: boolean;
  /**
   * The call's request, already sent by code that would not wait for this client to load (the
   * session, see session-api.ts): its answer is handled as the call's own.
   */
  sent?: Promise<Response>;
}

const envelope = z.looseObject({ success: z.boolean() });

async function send(
  method: string,
  path: string,
  payload: unknown,
  options: CallOptions,
): Promise<Record<string, unknown>> {
  const token = options.token === undefined ? getToken() : options.token;
  let response: Response;
  try {
    response = await (options.sent ??
      fetch(path, {
        method,
        headers: requestHeaders(token, payload !== undefined),
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: options.signal,
      }));
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError('network', sharedText('networkError'));
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(
      response.status >= 500 ? 'network' : 'malformed',
      sharedText('messages:internal'),
      response.status,
    );
  }

  const parsed = envelope.safeParse(json);
  if (!parsed.success) throw new ApiError('malformed', sharedText('messages:internal'), response.status);
  if (parsed.data.success && response.ok) return parsed.data;
  throw failureOf(json, response.status, { ...options, token });
}

/**
 * The error of a failed answer (the envelope `{ success: false, message, errors }`): a
 * maintenance answer and an errors.token answer are also reported to the app (the latter ends
 * the session unless told not to). Shared with the upload call (upload.ts). `token` is the token
 * the call sent: a refusal of a token no longer stored (an impersonated session's call answered
 * after the admin's token came back) ends nothing.
 */
export function failureOf(
  json: unknown,
  status: number,
  options: Pick<CallOptions, 'endSessionOnTokenError' | 'token'>,
): ApiError {
  const fail = failure.partial().safeParse(json);
  const body = fail.success ? fail.data : {};
  const message = body.message ?? sharedText('messages:internal');
  const errors = body.errors ?? {};

  if (body.maintenance) {
    emitApiEvent({ type: 'maintenance', message });
    return new ApiError('maintenance', message, status, errors);
  }
  if (errors.token) {
    const tokenMessage = errors.token[0] ?? message;
    if (options.endSessionOnTokenError !== false && options.token === getToken()) {
      clearToken();
      emitApiEvent({ type: 'session-ended', message: tokenMessage });
    }
    return new ApiError('unauthenticated', tokenMessage, status, errors);
  }
  return new ApiError('http', message, status, errors);
}

function check<S extends z.ZodType>(schema: S, value: unknown, status = 200): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError('malformed', sharedText('messages:internal'), status);
  return parsed.data;
}

/**
 * One call of the contract: builds its URL from the path parameters and the query, sends the body
 * and the token, unwraps the envelope and checks the answer against the endpoint's schema. The
 * input is typed by the endpoint, so a wrong path, parameter or body fails the typecheck.
 */
export async function api<E extends JsonEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const data = await send(
    endpoint.method,
    endpointUrl(endpoint, params, query),
    endpoint.method === 'GET' ? undefined : (body ?? {}),
    options,
  );
  if (!endpoint.paged) return check(endpoint.result, data.result, 200) as EndpointOutput<E>;
  return {
    items: check(z.array(endpoint.result), data.result),
    meta: check(endpoint.meta ?? paginationMeta, data.meta),
  } as EndpointOutput<E>;
}
