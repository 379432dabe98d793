import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { t } from '../i18n';

/** The built web app on the same port as the API, with the SPA fallback to index.html. */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist: string | null }) => {
  const dist = opts.dist;
  const hasWeb = dist !== null && existsSync(join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      // The build writes `file.br` and `file.gz` beside each text file (web/vite-plugins/precompress.ts):
      // sent as they are to a client that accepts them, with `Vary: Accept-Encoding`; not routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, path) {
        // Vite names built assets by content hash: they may be cached for good.
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ success: false, message: t('messages:notFound') });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
