import { endpointUrl, type Endpoint, type EndpointInput } from '@portal/contract';
import { downloadFile } from '../lib/download';
import { getToken } from '../session/token';
import { sharedText } from '../i18n/shared-text';
import { ApiError } from './api-error';
import { failureOf } from './client';
import { requestHeaders } from './request-headers';

/** The file name of a `Content-Disposition`, its UTF-8 form first. */
function fileName(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * A download call that needs the session (a notification's report, 001 §7): fetched with the
 * token, then saved under the server's name. A refusal comes back as the envelope and is thrown.
 */
export async function apiDownload<E extends Endpoint & { file: string }>(
  endpoint: E,
  input: EndpointInput<E>,
  fallbackName: string,
): Promise<void> {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, params, query), { headers: requestHeaders(token) });
  } catch {
    throw new ApiError('network', sharedText('networkError'));
  }
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null);
    throw json
      ? failureOf(json, response.status, { token })
      : new ApiError('http', sharedText('messages:internal'), response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  downloadFile(url, fileName(response.headers.get('content-disposition'), fallbackName));
  // The click has started the save; the object URL may go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
