import { authEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api/client';
import { startImpersonation } from './impersonation';

/**
 * Signing in as another user (000 §4): GET /api/account/admin/user/{user_id}/token, then the app
 * reloads as that user; «Вернуться в аккаунт администратора» brings the admin back to this page.
 */
export function useSignInAs() {
  return useMutation({
    mutationFn: (userId: number) => api(authEndpoints.impersonate, { params: { id: userId } }),
    onSuccess: ({ token }) => startImpersonation(token, `${window.location.pathname}${window.location.search}`),
  });
}
