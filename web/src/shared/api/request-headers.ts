import { LANGUAGE_HEADER } from '@portal/contract/i18n';
import { i18n } from '../i18n/i18n';

/**
 * The headers of every API call: JSON answers in the interface's language (the server's messages
 * before sign-in; after it, the user's setting, which is the same), and the bearer token when there is one.
 */
export function requestHeaders(token: string | null, withBody = false): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', [LANGUAGE_HEADER]: i18n.language };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (withBody) headers['Content-Type'] = 'application/json';
  return headers;
}
