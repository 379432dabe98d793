import { fastifyRequestContext } from '@fastify/request-context';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_HEADER, requestedLanguage, type Language } from '@portal/contract';

/**
 * The language a request is answered in before its session is known (decision 10): the one the web
 * app names in X-Language, else Russian. Accept-Language, which browsers send unasked, is not read.
 */
export const languageOfRequest = (request: FastifyRequest): Language =>
  requestedLanguage(request.headers[LANGUAGE_HEADER.toLowerCase()]);

/**
 * The language each request is answered in (issue 17), kept for the whole request: the request's
 * own first; the auth plugin then puts the signed-in user's choice in its place.
 */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => ({ language: languageOfRequest(request) }),
  });
});
