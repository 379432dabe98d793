import { messages, type FieldErrors } from '@portal/contract';

/** An error a route means to answer with: its status, a Russian message and field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthenticated = () =>
  new HttpError(401, messages.unauthenticated, { token: [messages.unauthenticated] });
export const forbidden = (message: string = messages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);
export const unprocessable = (message: string, errors?: FieldErrors) => new HttpError(422, message, errors);
