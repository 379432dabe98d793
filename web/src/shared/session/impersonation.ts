import { authEndpoints } from '@portal/contract';
import { z } from 'zod';
import { api } from '../api/client';
import { storage, storageKeys } from '../lib/storage';
import { getToken, setToken } from './token';

const impersonationRecord = z.object({ admin_token: z.string().min(1), return_to: z.string() });
export type ImpersonationRecord = z.infer<typeof impersonationRecord>;

export function readImpersonation(): ImpersonationRecord | null {
  const raw = storage.get(storageKeys.impersonation);
  if (!raw) return null;
  try {
    const parsed = impersonationRecord.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearImpersonation(): void {
  storage.remove(storageKeys.impersonation);
}

/** Only same-site paths: a stored record must not send the admin to another site. */
function safeReturnPath(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

/**
 * An admin signs in as another user with `token` (from GET /api/account/admin/user/{id}/token):
 * the admin's own token and the page to come back to are kept, and the app reloads as that user.
 */
export function startImpersonation(token: string, returnTo: string): void {
  const adminToken = getToken();
  if (!adminToken) throw new Error('startImpersonation needs a signed-in admin');
  storage.set(storageKeys.impersonation, JSON.stringify({ admin_token: adminToken, return_to: returnTo } satisfies ImpersonationRecord));
  setToken(token);
  window.location.assign('/');
}

/** Ends the impersonated session and reloads as the admin, on the page the admin came from. */
export async function returnToAdmin(): Promise<void> {
  const record = readImpersonation();
  if (!record) return;
  const impersonatedToken = getToken();
  if (impersonatedToken) {
    await api(authEndpoints.logout, {}, { token: impersonatedToken, endSessionOnTokenError: false }).catch(() => undefined);
  }
  setToken(record.admin_token);
  clearImpersonation();
  window.location.assign(safeReturnPath(record.return_to));
}
