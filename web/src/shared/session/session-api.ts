import { queryOptions } from '@tanstack/react-query';
import type { Account, UserInfo } from '@portal/contract';
import { apiLater } from '../api/deferred';
import { requestHeaders } from '../api/request-headers';
import { clearImpersonation } from './impersonation';
import { checkedAgainstCopy, sessionCopy } from './session-copy';
import { clearToken, getToken } from './token';

export const sessionKey = ['session'] as const;
/** `authEndpoints.accounts`' address (session-api.test.ts holds them together). */
export const SESSION_PATH = '/api/accounts';

export const sessionQueryOptions = () =>
  // Typed by hand: the placeholder, a function, would otherwise be taken for the data.
  queryOptions<UserInfo, Error, UserInfo, typeof sessionKey>({
    queryKey: sessionKey,
    queryFn: async ({ signal }) => {
      // Sent at once, not after the API client and the contract (loaded by apiLater) have come:
      // a signed-in screen without a copy of the session waits for this answer.
      const token = getToken();
      const sent = fetch(SESSION_PATH, { headers: requestHeaders(token), signal });
      sent.catch(() => undefined);
      const { user_info } = await apiLater((c) => c.authEndpoints.accounts, {}, { signal, sent });
      return checkedAgainstCopy(token, user_info);
    },
    // The last answer's copy is drawn while this one comes; a failed answer drops it (sign-in).
    placeholderData: () => sessionCopy(getToken()),
    staleTime: Infinity,
    retry: false,
  });

/** The active account: the user's default one. */
export function activeAccount(user: UserInfo): Account | undefined {
  return user.accounts.find((a) => a.key === user.default_account_key && a.id === user.default_account_id);
}

/**
 * Ends this session on the server (best effort) and forgets the token and any impersonation. The
 * address becomes the sign-in screen's own (002 §2.1: logout goes to sign-in), so the next sign-in
 * starts at home; an ended session (401) keeps its address, to come back to after sign-in.
 */
export async function signOut(): Promise<void> {
  const token = getToken();
  if (token) {
    await apiLater((c) => c.authEndpoints.logout, {}, { token, endSessionOnTokenError: false }).catch(() => undefined);
  }
  clearImpersonation();
  window.history.replaceState(null, '', '/');
  clearToken();
}
