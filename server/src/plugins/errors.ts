import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { Failure, FieldErrors, messages } from '@portal/contract';
import { speak, t } from '../i18n';
import { HttpError } from '../lib/http-error';
import { HashingBusy } from '../lib/passwords';
import { languageOfRequest } from './language';

/** A flood of sign-ins passes in seconds: the queue of hashes is short. */
const HASHING_RETRY_SECONDS = 5;

/** The messages of the refusals Fastify makes itself, by its error code. */
const frameworkMessages: Record<string, keyof typeof messages> = {
  FST_ERR_BAD_URL: 'badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'uriTooLong',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  // Malformed JSON says what any invalid input says (the clients show it as it is).
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
  // A JSON body over `bodyLimit` (1 MB); `tooLarge` is the spec's message for an uploaded file.
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
};

const frameworkMessage = (error: FastifyError): string | undefined => {
  const key = error.code ? frameworkMessages[error.code] : undefined;
  return key && t(`messages:${key}`);
};

/** The message of a client error (4xx) that is not the app's own: a known one, or a general one. */
function clientErrorMessage(error: FastifyError, status: number): string {
  const known = frameworkMessage(error);
  if (known) return known;
  if (status === 413) return t('messages:tooLarge');
  if (status === 414) return t('messages:uriTooLong');
  if (status === 415) return t('messages:unsupportedMediaType');
  if (status === 429) return t('messages:tooManyAttempts');
  return t('messages:validation');
}

/**
 * Answers the nested field errors of each group (`questions.0.text`) under the group's key too
 * (`questions`), after its own: the endpoint's `errorGroups`, for clients that read only that key.
 */
function groupErrors(errors: FieldErrors, groups: readonly string[]) {
  for (const group of groups) {
    const nested = Object.entries(errors).flatMap(([field, messages]) =>
      field.startsWith(`${group}.`) ? messages : [],
    );
    if (nested.length) errors[group] = [...new Set([...(errors[group] ?? []), ...nested])];
  }
}

/**
 * One error handler for the whole API: every failure leaves as the spec's envelope
 * `{ success: false, message, errors? }` in the request's language. Nothing of a stack trace or SQL reaches a client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof HttpError) {
      const body: Failure & Record<string, unknown> = { success: false, message: error.message, ...error.extra };
      if (error.errors) body.errors = error.errors;
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(body);
    }
    if (error instanceof HashingBusy) {
      return reply
        .status(503)
        .header('retry-after', String(HASHING_RETRY_SECONDS))
        .send({ success: false, message: t('messages:hashingBusy') });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (errors[field] ??= []).push(issue.message ?? t('messages:validation'));
      }
      groupErrors(errors, request.routeOptions.config.endpoint?.errorGroups ?? []);
      return reply.status(422).send({ success: false, message: t('messages:validation'), errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response does not match its schema');
      return reply.status(500).send({ success: false, message: t('messages:internal') });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, a body too large and the like: the client's fault,
      // said without internals.
      return reply.status(status).send({ success: false, message: clientErrorMessage(error, status) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: t('messages:internal') });
  });
});

/**
 * Fastify's `frameworkErrors`: the refusals it makes before a route is found (a URL that does not
 * decode, `GET /api/%`; a path parameter longer than `maxParamLength`, 414), answered in the
 * envelope instead of Fastify's own `{ error, code, statusCode }`.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  // Before routing, no hook has read the request's language yet.
  const language = languageOfRequest(request);
  speak(language, () => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      void reply
        .status(status)
        .send({ success: false, message: frameworkMessage(error) ?? t('messages:badRequest') } satisfies Failure);
      return;
    }
    // Not the client's fault (an async route constraint that failed): logged, said without internals.
    request.log.error({ err: error }, 'framework error');
    void reply.status(500).send({ success: false, message: t('messages:internal') } satisfies Failure);
  });
};

/** A request line at least this long is taken for the cause of a header overflow (Node's limit is 16 KB in all). */
const LONG_REQUEST_LINE = 8 * 1024;

/**
 * Whether the data Node's parser overflowed on starts with a request line that is itself too
 * long: the chunk it failed on (`rawPacket`) starts with the method and its first line is over
 * LONG_REQUEST_LINE. A best guess: when the request came in several chunks the one kept may be a
 * later one, and the answer is then 431.
 */
function inRequestLine(raw: unknown): boolean {
  // Typed by Fastify as the JSON form of a Buffer; at run time it is the Buffer itself.
  if (!Buffer.isBuffer(raw)) return false;
  if (!/^[A-Z]{3,10} /.test(raw.subarray(0, 16).toString('latin1'))) return false;
  const end = raw.indexOf('\r\n');
  return (end === -1 ? raw.length : end) >= LONG_REQUEST_LINE;
}

export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let message: string = t('messages:badRequest');
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') [status, message] = [408, t('messages:timeout')];
  else if (error.code === 'HPE_HEADER_OVERFLOW') {
    [status, message] = inRequestLine(error.rawPacket)
      ? [414, t('messages:uriTooLong')]
      : [431, t('messages:headersTooLarge')];
  }
  if (socket.writable) {
    const body = JSON.stringify({ success: false, message } satisfies Failure);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; ` +
        `charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
