import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { TOKEN_QUERY } from '@portal/contract';

/** Where the UI of the document is served; its own routes are not in the document. */
export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the contract's zod schemas, served at /api/docs. It passes Redocly's
 * `recommended` rules (see test/openapi.test.ts), so that a generated client has one named
 * function per call: every API route must carry its operationId (route() sets the endpoint's
 * name), unique; a route without one fails the app's start instead of getting a made-up name.
 */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  const operationIds = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(DOCS_PREFIX) || route.schema?.hide) return;
    if (
      route.method === 'HEAD' ||
      (Array.isArray(route.method) && route.method.length === 1 && route.method[0] === 'HEAD')
    )
      return;
    const where = `${[route.method].flat().join(',')} ${route.url}`;
    const operationId = route.schema?.operationId;
    if (typeof operationId !== 'string' || !operationId)
      throw new Error(`OpenAPI: the route ${where} has no operationId (register it with route())`);
    const other = operationIds.get(operationId);
    if (other && other !== where)
      throw new Error(`OpenAPI: the operationId ${operationId} of ${where} is taken by ${other}`);
    operationIds.set(operationId, where);
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Личный кабинет: API',
        version: '1.0.0',
        description:
          'The API of the university portal. Every answer is the envelope ' +
          '`{ success, result }` or `{ success: false, message, errors? }`.',
        // The portal is the university's own software, not published under an open licence.
        license: {
          name: 'Proprietary: the university, all rights reserved',
          url: 'https://choosealicense.com/no-permission/',
        },
      },
      // Relative: the API is served by the same host as the document, wherever it is deployed.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The calls a download link opens (contract `tokenInQuery`, 002 §7): the token in `at`.
          sessionQuery: {
            type: 'apiKey',
            in: 'query',
            name: TOKEN_QUERY,
            description: 'The session token, for a download opened by a link (it cannot carry a header); never logged',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      // An upload (contract `upload`) takes a multipart file, not a JSON body: documented here,
      // never validated as a schema (the route reads the file as it streams).
      const upload = input.route.config?.endpoint?.upload;
      if (!upload) return out;
      const fields = Object.fromEntries(
        Object.entries(upload.fields ?? {}).map(([name, example]) => [name, { type: 'string', example }]),
      );
      const properties = { [upload.field]: { type: 'string', format: 'binary', description: 'The file' }, ...fields };
      const body = { type: 'object', required: [upload.field, ...Object.keys(fields)], properties };
      return { ...out, schema: { ...out.schema, consumes: ['multipart/form-data'], body } };
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
});
