import type { NOTIFICATION_QUERY as LINKED_NOTIFICATION } from '@portal/contract';

/** The contract's parameter, written here (typed by it): the sign-in's chunk does not load the contract's code. */
const NOTIFICATION_QUERY: typeof LINKED_NOTIFICATION = 'notification';

/**
 * The screen asked for before sign-in, carried through the sign-in screen as `/?next=…` and opened
 * after it. Only a path of this site is taken (never another origin: no open redirect).
 */
export const RETURN_PARAM = 'next';

/**
 * `/students?page=2` from a location, or null for the home page (nothing to come back to) unless it
 * names a notification to open (`/?notification=ID`: a letter's or a push message's link).
 */
export function returnPathOf(location: { pathname: string; search: string; hash?: string }): string | null {
  if (location.pathname === '/' || location.pathname === '') {
    const linked = new URLSearchParams(location.search).get(NOTIFICATION_QUERY);
    return linked ? `/?${new URLSearchParams({ [NOTIFICATION_QUERY]: linked }).toString()}` : null;
  }
  return `${location.pathname}${location.search}${location.hash ?? ''}`;
}

/** The sign-in screen's address for someone who asked for `location`. */
export function signInPathFor(location: { pathname: string; search: string; hash?: string }): string {
  const path = returnPathOf(location);
  return path ? `/?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}` : '/';
}

/**
 * The path in `?next=` if it is one of this site's: it starts with a single `/`, has no
 * backslash or control character, and stays on this origin once resolved. Null otherwise.
 */
export function safeReturnPath(search: string): string | null {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.length > 2000) return null;
  if (/[\\\p{Cc}]/u.test(next)) return null;
  const base = 'https://portal.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === '/' ? null : path;
}
