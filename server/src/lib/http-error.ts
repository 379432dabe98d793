import type { FieldErrors } from '@portal/contract';
import { t } from '../i18n';

/** An error a route means to answer with: its status, a message in the request's language and field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly extra?: Record<string, unknown>,
    /** Headers the answer carries (`retry-after`). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = () =>
  new HttpError(401, t('messages:unauthenticated'), { token: [t('messages:unauthenticated')] });
export const forbidden = (message: string = t('messages:forbidden')) => new HttpError(403, message);
export const notFound = (message: string = t('messages:notFound')) => new HttpError(404, message);
export const unprocessable = (message: string, errors?: FieldErrors) => new HttpError(422, message, errors);
