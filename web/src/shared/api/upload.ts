import type { z } from 'zod';
import { MAX_FILE_BYTES, fileEndpoints, type Endpoint, type FileResult } from '@portal/contract';
import { getToken } from '../session/token';
import { sharedText } from '../i18n/shared-text';
import { ApiError } from './api-error';
import { failureOf } from './client';
import { requestHeaders } from './request-headers';

export interface UploadOptions {
  /** Called as the file goes up: the share sent, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one file (POST /api/file/upload, multipart part `file`) with the stored token, through
 * XMLHttpRequest because fetch cannot report upload progress. Answers the file (its uuid to send
 * with a message, its signed `src` to show it); a refusal is an ApiError with the server's
 * Russian message (413 too large, 422 a type not accepted). A file over 10 MB is refused at once,
 * without sending it. Aborting the signal rejects with an AbortError.
 */
export function uploadFile(file: File, options: UploadOptions = {}): Promise<FileResult> {
  return uploadTo(fileEndpoints.upload, file, {
    ...options,
    maxBytes: MAX_FILE_BYTES,
    tooLarge: sharedText('messages:tooLarge'),
  });
}

/**
 * Uploads one file to an upload endpoint (its `upload.field`) with text `fields` before it, as
 * uploadFile does; answers the endpoint's result. A file over `maxBytes` is refused with `tooLarge` at once.
 */
export function uploadTo<E extends Endpoint & { upload: object; result: z.ZodType }>(
  endpoint: E,
  file: File,
  {
    onProgress,
    signal,
    fields = {},
    maxBytes,
    tooLarge,
  }: UploadOptions & { fields?: Record<string, string>; maxBytes: number; tooLarge: string },
): Promise<z.output<E['result']>> {
  if (file.size > maxBytes) return Promise.reject(new ApiError('http', tooLarge, 413));
  if (signal?.aborted) return Promise.reject(new DOMException(sharedText('upload.cancelled'), 'AbortError'));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, endpoint.path);
    const token = getToken();
    for (const [name, value] of Object.entries(requestHeaders(token))) xhr.setRequestHeader(name, value);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException(sharedText('upload.cancelled'), 'AbortError'));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError('network', sharedText('networkError')));
    };
    xhr.onload = () => {
      done();
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // A proxy in front may refuse a big body with its own page: said as the server would.
        if (xhr.status === 413) reject(new ApiError('http', tooLarge, 413));
        else
          reject(
            new ApiError(xhr.status >= 500 ? 'network' : 'malformed', sharedText('messages:internal'), xhr.status),
          );
        return;
      }
      const ok = xhr.status >= 200 && xhr.status < 300 && (json as { success?: unknown })?.success === true;
      if (!ok) {
        reject(failureOf(json, xhr.status, { token }));
        return;
      }
      const parsed = endpoint.result.safeParse((json as { result?: unknown }).result);
      if (parsed.success) {
        onProgress?.(1);
        resolve(parsed.data as z.output<E['result']>);
      } else reject(new ApiError('malformed', sharedText('messages:internal'), xhr.status));
    };

    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(endpoint.upload.field, file, file.name);
    xhr.send(form);
  });
}
