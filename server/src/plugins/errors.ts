import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages, type Failure, type FieldErrors } from '@portal/contract';
import { HttpError } from '../lib/http-error';

/**
 * One error handler for the whole API: every failure leaves as the spec's envelope
 * `{ success: false, message, errors? }` in Russian. Nothing of a stack trace or SQL reaches a client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof HttpError) {
      const body: Failure & Record<string, unknown> = { success: false, message: error.message, ...error.extra };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (errors[field] ??= []).push(issue.message ?? messages.validation);
      }
      return reply.status(422).send({ success: false, message: messages.validation, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response does not match its schema');
      return reply.status(500).send({ success: false, message: messages.internal });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ success: false, message: messages.tooLarge });
    if (status === 429) return reply.status(429).send({ success: false, message: messages.tooManyAttempts });
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said without internals.
      return reply.status(status).send({ success: false, message: messages.validation });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: messages.internal });
  });
});
