import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failure, paged, success, type Endpoint, type EndpointOutput, type EndpointParsed } from '@portal/contract';
import { rules, type RuleName } from '../policy';
import { preparedAnswerCheck } from './answer-serializer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether answers are checked against the contract (`config.checkAnswers`, lib/answer-serializer.ts). */
    checkAnswers: boolean;
  }
}

/** A handler's answer sent as JSON serialised beforehand (a cached answer, best kept encoded), see `route`. */
export class PreparedJson {
  constructor(readonly json: string | Buffer) {}
}

type Answer<E extends Endpoint> = E['file'] extends string
  ? FastifyReply
  : E['stream'] extends string
    ? FastifyReply
    : E['text'] extends string
      ? FastifyReply
      : EndpointOutput<E> | PreparedJson;
export type Handler<E extends Endpoint> = (
  input: EndpointParsed<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Answer<E>> | Answer<E>;

/** The schema of a route's JSON answer: the envelope around its result (or page); null without one. */
const answerOf = (e: Endpoint) => (e.result ? (e.paged ? paged(e.result, e.meta) : success(e.result)) : null);

/** Response schemas of a route: its success shape plus the envelope every failure shares. */
function responses(e: Endpoint) {
  const failures = { '4xx': failure, '5xx': failure };
  if (e.file) {
    // Documents the download; a stream is sent as it is, never through this schema.
    const file = { description: 'The file', content: { [e.file]: { schema: z.string().meta({ format: 'binary' }) } } };
    return { 200: file, ...failures };
  }
  if (e.stream) {
    // Documents the stream; the handler writes it to the raw response (hijacked), never through a schema.
    const stream = {
      description: 'A stream of server-sent events, open until the client goes away',
      content: { [e.stream]: { schema: z.string() } },
    };
    return { 200: stream, ...failures };
  }
  if (e.text) {
    const text = { description: 'The text', content: { [e.text]: { schema: z.string() } } };
    return { 200: text, ...failures };
  }
  const answer = answerOf(e);
  return answer ? { 200: answer, ...failures } : failures;
}

/**
 * Registers the route of a contract endpoint: its url, input schemas, answer schema and OpenAPI
 * entry come from the definition, who may call it from the policy's named rule. The handler gets
 * the validated input and returns the `result` (or a page `{ items, meta }`); the envelope is put
 * around it here. A `PreparedJson` is sent as it is (it must be the route's whole answer, checked
 * as the others are under `config.checkAnswers`).
 */
export function route<E extends Endpoint>(app: FastifyInstance, e: E, rule: RuleName, handler: Handler<E>) {
  const json = e.file || e.stream || e.text ? null : answerOf(e);
  const checkPrepared = app.checkAnswers && json ? preparedAnswerCheck(json, e.method, e.path) : null;
  app.route({
    method: e.method,
    url: e.path,
    config: { access: rules[rule], rule, endpoint: e },
    schema: {
      operationId: e.name,
      summary: e.summary,
      tags: [e.tag],
      ...(e.params && { params: e.params }),
      ...(e.query && { querystring: e.query }),
      ...(e.body && { body: e.body }),
      response: responses(e),
      // A download opened by a link: its session token is the query's `at`, not the bearer header.
      ...(e.tokenInQuery && { security: [{ sessionQuery: [] }] }),
    },
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body } as EndpointParsed<E>;
      const answer = await handler(input, request, reply);
      if (e.file || e.stream || e.text) return answer;
      if (answer instanceof PreparedJson) {
        checkPrepared?.(answer.json);
        return reply.type('application/json; charset=utf-8').send(answer.json);
      }
      if (e.paged) {
        const { items, meta } = answer as { items: unknown[]; meta: unknown };
        return { success: true, result: items, meta };
      }
      return { success: true, result: answer };
    },
  });
}
