import type { OIDC_CALLBACK_PATH, OidcFinishBody } from '@portal/contract';

/** The contract's path, written here (typed by it): the sign-in's chunk does not load the contract's code. */
const CALLBACK_PATH: typeof OIDC_CALLBACK_PATH = '/login/oidc';
const FIELDS = ['code', 'state', 'iss', 'error', 'error_description'] as const;

let answer: OidcFinishBody | null | undefined;
let finishing = false;

/**
 * What the university's identity provider sent the browser back with to `/login/oidc` (issue 33),
 * read once, or null on any other page. The address becomes `/` at once: the code stays neither in
 * the address bar nor in the history.
 */
export function oidcAnswer(): OidcFinishBody | null {
  if (answer !== undefined) return answer;
  answer = null;
  if (window.location.pathname !== CALLBACK_PATH) return answer;
  const params = new URLSearchParams(window.location.search);
  const read: OidcFinishBody = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value !== null) read[field] = value.slice(0, 2048);
  }
  window.history.replaceState(null, '', '/');
  answer = read;
  return answer;
}

/** True the first time only: the answer is handed to the server once (a flow is finished once). */
export function claimOidcFinish(): boolean {
  if (finishing) return false;
  finishing = true;
  return true;
}
