import { replaceEqualDeep, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@portal/contract';
import { isApiError } from '../api/api-error';
import { storage, storageKeys } from '../lib/storage';

/**
 * A copy of the signed-in user (GET /api/accounts' user_info) kept in localStorage, so that a
 * signed-in start draws the shell and the screen at once instead of after the answer: the session
 * query shows it while it asks (session-api.ts), and the answer decides. The same answer changes
 * nothing on screen (it becomes the copy's very object); another one is drawn; a refusal or a
 * failure shows the sign-in, as without a copy. No answer at all (offline, the server out of reach)
 * keeps the copy: startup draws the app with it (issue 32 §3).
 *
 * A copy serves only the token it was made for (user_info carries it) and only this build: the
 * module's hashed file name changes with every release, whose user_info may have another shape.
 */
interface SessionCopy {
  build: string;
  user: UserInfo;
}

const build = import.meta.url;
/** The copy read once per token: the first render and the answer must see the same object. */
let read: { token: string; user: UserInfo | undefined } | null = null;

/** The copy for this token, if there is one made by this build; checked by hand (zod comes later). */
export function sessionCopy(token: string | null): UserInfo | undefined {
  if (token === null) return undefined;
  if (read?.token !== token) read = { token, user: parse(storage.get(storageKeys.sessionCopy), token) };
  return read.user;
}

function parse(raw: string | null, token: string): UserInfo | undefined {
  if (!raw) return undefined;
  try {
    const copy = JSON.parse(raw) as Partial<SessionCopy> | null;
    const user = copy?.user;
    if (copy?.build !== build || typeof user !== 'object' || user === null) return undefined;
    return user.api_token === token && Array.isArray(user.accounts) ? user : undefined;
  } catch {
    return undefined;
  }
}

/** The answer, as the copy's own object (or sharing its unchanged parts) when it says the same. */
export const checkedAgainstCopy = (token: string | null, answer: UserInfo): UserInfo =>
  replaceEqualDeep(sessionCopy(token), answer);

export function forgetSessionCopy(): void {
  read = null;
  storage.remove(storageKeys.sessionCopy);
}

/** No answer came (offline, the server out of reach): not a refusal of the session. */
const unanswered = (error: unknown) => isApiError(error) && error.kind === 'network';

/**
 * Keeps the copy in step with the session query: each answer or change of it (a sign-in, a new
 * language, a switch of account) is written; a failed answer (not a missing one) or a sign-out removes it.
 */
export function keepSessionCopy(queryClient: QueryClient, key: readonly unknown[]): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== key[0]) return;
    if (event.type === 'removed') forgetSessionCopy();
    if (event.type !== 'updated') return;
    if (event.action.type === 'error' && !unanswered(event.action.error)) forgetSessionCopy();
    if (event.action.type === 'success') {
      const user = event.query.state.data as UserInfo | undefined;
      if (user) storage.set(storageKeys.sessionCopy, JSON.stringify({ build, user } satisfies SessionCopy));
    }
  });
}
