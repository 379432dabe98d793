import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { failure } from '@portal/contract';

/** The app with zod types on request and reply, as every module's routes use it. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type TypedApp = ReturnType<typeof typed>;

/** Response schemas of a route: its success shape plus the envelope every failure shares. */
export function responses<T extends z.ZodType>(ok: T) {
  return { 200: ok, '4xx': failure, '5xx': failure } as const;
}

/**
 * Sends JSON serialised beforehand (a cached answer), as is: Fastify passes a string through
 * without its serializer. The string must be an answer of the route's success schema.
 */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
