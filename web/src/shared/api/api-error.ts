import type { FieldErrors } from '@portal/contract';

export type ApiErrorKind = 'http' | 'network' | 'maintenance' | 'unauthenticated' | 'malformed';

/** A failed call: the server's Russian message and field errors, or a network failure. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly errors: FieldErrors;

  constructor(kind: ApiErrorKind, message: string, status = 0, errors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.errors = errors;
  }

  /** The first message of a field, e.g. `fieldError('credentials')`. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
