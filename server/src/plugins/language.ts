import fastifyAccepts from '@fastify/accepts';
import { fastifyRequestContext } from '@fastify/request-context';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/contract';

/** The language a request asks for before its session is known: its Accept-Language's best. */
function acceptedLanguage(request: FastifyRequest): Language {
  const best = request.languages([...LANGUAGES]);
  return best ? (best as Language) : DEFAULT_LANGUAGE;
}

/**
 * The language each request is answered in (issue 17), kept for the whole request: Accept-Language
 * first; the auth plugin then puts the signed-in user's own choice in its place.
 */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyAccepts);
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => ({ language: acceptedLanguage(request) }),
  });
});
