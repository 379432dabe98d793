import type { OIDC_CALLBACK_PATH, OidcFinishBody } from '@portal/contract';

/** The contract's path, written here (typed by it): the sign-in's chunk does not load the contract's code. */
const CALLBACK_PATH: typeof OIDC_CALLBACK_PATH = '/login/oidc';
const FIELDS = ['code', 'state', 'iss', 'error', 'error_description'] as const;
/** The screen asked for before sign-in (`/?next=…`, app/startup/return-path.ts), kept while the browser is away. */
const RETURN_KEY = 'oidc_return';
const RETURN_PARAM = 'next';

/** Keeps this tab's `?next=` for the way back from the identity provider. */
export function keepReturnPath() {
  try {
    const next = new URLSearchParams(window.location.search).get(RETURN_PARAM);
    if (next) window.sessionStorage.setItem(RETURN_KEY, next);
    else window.sessionStorage.removeItem(RETURN_KEY);
  } catch {
    /* storage unavailable: the home page after sign-in */
  }
}

/** `/?next=…` of the kept path (checked by the sign-in as any), or `/`. */
function takeReturnPath(): string {
  try {
    const next = window.sessionStorage.getItem(RETURN_KEY);
    window.sessionStorage.removeItem(RETURN_KEY);
    return next ? `/?${new URLSearchParams({ [RETURN_PARAM]: next }).toString()}` : '/';
  } catch {
    return '/';
  }
}

let answer: OidcFinishBody | null | undefined;
let finishing = false;

/**
 * What the university's identity provider sent the browser back with to `/login/oidc` (issue 33),
 * read once, or null on any other page. The address becomes `/` (or `/?next=…` of the screen asked
 * for before) at once: the code stays neither in the address bar nor in the history.
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
  window.history.replaceState(null, '', takeReturnPath());
  answer = read;
  return answer;
}

/** True the first time only: the answer is handed to the server once (a flow is finished once). */
export function claimOidcFinish(): boolean {
  if (finishing) return false;
  finishing = true;
  return true;
}
