import type { APIRequestContext } from '@playwright/test';
import {
  authEndpoints,
  endpointUrl,
  failure,
  paginationMeta,
  type EndpointInput,
  type EndpointOutput,
  type JsonEndpoint,
  type UserInfo,
} from '@portal/contract';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-logins';

/**
 * Who a call is made as: a login of the demo (signed in with the demo password once per request
 * context, its session kept for the next calls as that login), or a session the test already
 * holds (the page's, an admin's sign-in as another user).
 */
export type Caller = string | { token: string };

/** A call the server refused: its status and the envelope's message and field errors. */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly errors: Record<string, string[]>,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRefusal';
  }
}

const sessions = new WeakMap<APIRequestContext, Map<string, Promise<string>>>();

/**
 * The session token of a demo login in this request context: signed in through the API the first
 * time it is asked for, the same session afterwards.
 */
export function tokenOf(request: APIRequestContext, login: string): Promise<string> {
  let mine = sessions.get(request);
  if (!mine) sessions.set(request, (mine = new Map()));
  let token = mine.get(login);
  if (!token) {
    token = signInAs(request, login).then((user) => user.api_token);
    mine.set(login, token);
    // A failed sign-in is not kept: the next call tries again.
    token.catch(() => mine.delete(login));
  }
  return token;
}

/** A new session of a demo login, signed in through the API: the user as the sign-in answers. */
export async function signInAs(request: APIRequestContext, login: string): Promise<UserInfo> {
  return (await send(request, null, authEndpoints.login, { body: { login, password: DEMO_PASSWORD } })).user_info;
}

/**
 * One call of the contract as `login`, the way the web client makes it (web/src/shared/api/client.ts):
 * the URL built from the endpoint's path parameters and query, the body as JSON (`{}` when none),
 * the envelope unwrapped and the answer checked against the endpoint's schema. Input and result are
 * typed by the endpoint, so a wrong path, parameter or body fails the typecheck. A refusal throws
 * an `ApiRefusal` with its status.
 */
export async function apiAs<E extends JsonEndpoint>(
  request: APIRequestContext,
  login: Caller,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointOutput<E>> {
  const token = typeof login === 'string' ? await tokenOf(request, login) : login.token;
  return send(request, token, endpoint, input);
}

async function send<E extends JsonEndpoint>(
  request: APIRequestContext,
  token: string | null,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointOutput<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = endpointUrl(endpoint, params, query);
  const res = await request.fetch(url, {
    method: endpoint.method,
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(endpoint.method === 'GET' ? {} : { data: body ?? {} }),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${endpoint.method} ${url}: ${res.status()}, not JSON: ${text.slice(0, 200)}`);
  }
  const envelope = json as { success?: boolean; result?: unknown; meta?: unknown };
  if (!res.ok() || envelope.success !== true) {
    const refusal = failure.partial().safeParse(json);
    const message = refusal.data?.message ?? text.slice(0, 200);
    throw new ApiRefusal(
      res.status(),
      refusal.data?.errors ?? {},
      `${endpoint.method} ${url}: ${res.status()} ${message}`,
    );
  }
  if (!endpoint.paged) return endpoint.result.parse(envelope.result) as EndpointOutput<E>;
  if (!Array.isArray(envelope.result)) throw new Error(`${endpoint.method} ${url}: a page's result is not a list`);
  return {
    items: envelope.result.map((item) => endpoint.result.parse(item)),
    meta: (endpoint.meta ?? paginationMeta).parse(envelope.meta),
  } as EndpointOutput<E>;
}
