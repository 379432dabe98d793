import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountKey,
  ChangeOwnPasswordBody,
  ChangePasswordBody,
  LoginBody,
  OidcFinishBody,
  UserInfo,
} from '@portal/contract';
// The sign-in screen must be usable before zod and the contract arrive: its calls load them.
import { apiLater } from '../../shared/api/deferred';
import { isApiError } from '../../shared/api/api-error';
import { storage, storageKeys } from '../../shared/lib/storage';
import { clearImpersonation } from '../../shared/session/impersonation';
import { sessionKey } from '../../shared/session/session-api';
import { setToken } from '../../shared/session/token';
import { text } from './i18n';
import { keepReturnPath } from './oidc';

/** A new session: cached before the token is stored, so startup needs no second call. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return ({ user_info }: { user_info: UserInfo }) => {
    clearImpersonation();
    // A new sign-in asks again about a worksheet postponed with «Позже».
    storage.remove(storageKeys.worksheetLater);
    queryClient.setQueryData(sessionKey, user_info);
    setToken(user_info.api_token);
  };
}

/** POST /api/login. */
export function useSignIn() {
  const onSuccess = useSignedIn();
  return useMutation({
    mutationFn: (body: LoginBody) => apiLater((c) => c.authEndpoints.login, { body }, { token: null }),
    onSuccess,
  });
}

/**
 * POST /api/login/oidc/start (issue 33): the browser goes on to the university's identity provider,
 * which sends it back to `/login/oidc` (oidc.ts).
 */
export function useOidcStart() {
  return useMutation({
    mutationFn: async (remember: boolean) => {
      const { url } = await apiLater((c) => c.authEndpoints.startOidcSignIn, { body: { remember } }, { token: null });
      keepReturnPath();
      window.location.assign(url);
    },
  });
}

/** POST /api/login/oidc/finish: the provider's answer, handed on, opens the portal's session. */
export function useOidcFinish() {
  const onSuccess = useSignedIn();
  return useMutation({
    mutationFn: (body: OidcFinishBody) => apiLater((c) => c.authEndpoints.finishOidcSignIn, { body }, { token: null }),
    onSuccess,
  });
}

/** What the sign-in form says about a failed attempt (000 §8). */
export function signInErrorMessage(error: unknown): string {
  if (!isApiError(error) || error.kind === 'network') return text('messages:loginUnavailable');
  if (error.fieldError('credentials')) return text('messages:credentials');
  return error.message || text('messages:loginMissing');
}

/**
 * POST /api/account/set-default-account, then a full reload to the root (000 §4). The answer
 * becomes the session first, so the reload starts from its copy with the new account.
 */
export function useSetDefaultAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: { account_key: AccountKey; account_id: number }) =>
      apiLater((c) => c.authEndpoints.setDefaultAccount, { body: account }),
    onSuccess: ({ user_info }) => {
      queryClient.setQueryData(sessionKey, user_info);
      window.location.assign('/');
    },
  });
}

/**
 * POST /api/account/password: the new password of a session opened with a temporary one. The
 * answer's user_info (without the flag) replaces the session's, so the app goes on to the home.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiLater((c) => c.authEndpoints.changePassword, { body }),
    onSuccess: ({ user_info }) => queryClient.setQueryData(sessionKey, user_info),
  });
}

/**
 * POST /api/account/password/change: one's own new password, the current one checked; this
 * session goes on (its user_info replaces the cached one), the others end.
 */
export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeOwnPasswordBody) => apiLater((c) => c.authEndpoints.changeOwnPassword, { body }),
    onSuccess: ({ user_info }) => queryClient.setQueryData(sessionKey, user_info),
  });
}
