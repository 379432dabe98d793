/** The headers of every API call: JSON answers, and the bearer token when there is one. */
export function requestHeaders(token: string | null, withBody = false): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (withBody) headers['Content-Type'] = 'application/json';
  return headers;
}
