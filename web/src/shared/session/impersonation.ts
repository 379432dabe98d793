import { apiLater } from '../api/deferred';
import { storage, storageKeys } from '../lib/storage';
import { getToken, setToken } from './token';

export interface ImpersonationRecord {
  admin_token: string;
  return_to: string;
}

// Checked by hand, not with zod: startup reads this module, and zod is loaded later (api/deferred).
function isImpersonationRecord(value: unknown): value is ImpersonationRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { admin_token, return_to } = value as Record<string, unknown>;
  return typeof admin_token === 'string' && admin_token.length > 0 && typeof return_to === 'string';
}

export function readImpersonation(): ImpersonationRecord | null {
  const raw = storage.get(storageKeys.impersonation);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isImpersonationRecord(parsed) ? { admin_token: parsed.admin_token, return_to: parsed.return_to } : null;
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
  storage.set(
    storageKeys.impersonation,
    JSON.stringify({ admin_token: adminToken, return_to: returnTo } satisfies ImpersonationRecord),
  );
  setToken(token);
  window.location.assign('/');
}

/**
 * The impersonated session ended without the admin (it expired after its hour, or was refused):
 * the admin's own token comes back and the address becomes the page the admin came from, so the
 * app starts again as the admin there. False when there was no impersonation to end.
 */
export function impersonationEnded(): boolean {
  const record = readImpersonation();
  if (!record || getToken() === record.admin_token) return false;
  clearImpersonation();
  window.history.replaceState(null, '', safeReturnPath(record.return_to));
  setToken(record.admin_token);
  return true;
}

/**
 * Ends the impersonated session (only it: a sign-out would end the admin's own too) and reloads as
 * the admin, on the page the admin came from.
 */
export async function returnToAdmin(): Promise<void> {
  const record = readImpersonation();
  if (!record) return;
  const impersonatedToken = getToken();
  if (impersonatedToken) {
    await apiLater(
      (c) => c.authEndpoints.endImpersonation,
      {},
      { token: impersonatedToken, endSessionOnTokenError: false },
    ).catch(() => undefined);
  }
  // Stored without telling the app: told, it would draw the user's screens once more with the
  // admin's token before the reload, and their calls (the worksheet offer's) would be refused.
  storage.set(storageKeys.token, record.admin_token);
  clearImpersonation();
  window.location.assign(safeReturnPath(record.return_to));
}
