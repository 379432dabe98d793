import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { t } from '../i18n';

/** The compressed copies are sent for their originals, never under their own names; /api is never a file. */
const NOT_SERVED = /(?:\.br|\.gz)$|^\/api(?:\/|$)/;

/**
 * The built web app on the same port as the API, with the SPA fallback to index.html. The folder is
 * read at each request (`wildcard`), not listed once at start: a server started before
 * `npm run build`, or running while a new build is copied in, serves the files that appear later.
 * @fastify/static keeps every path inside the folder (`..`, encoded or not, and other
 * non-canonical paths are refused), and dotfiles are not served.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist: string | null }) => {
  const dist = opts.dist;
  const hasWeb = () => dist !== null && existsSync(join(dist, 'index.html'));
  if (dist !== null) {
    const assets = join(dist, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: true,
      dotfiles: 'ignore',
      // A server may start before the first build; the folder is looked for at each request.
      suppressWarning: true,
      // The build writes `file.br` and `file.gz` beside each text file (web/vite-plugins/precompress.ts):
      // sent as they are to a client that accepts them, with `Vary: Accept-Encoding`.
      preCompressed: true,
      allowedPath: (pathname) => !NOT_SERVED.test(pathname),
      setHeaders(res, path) {
        // Vite names built assets by content hash: they may be cached for good. Everything else is asked
        // again each time: index.html, and the installable app's /sw.js (a new build's worker is found at
        // once) and /manifest.webmanifest (sent as application/manifest+json).
        res.header('cache-control', path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || (request.method !== 'GET' && request.method !== 'HEAD') || !hasWeb()) {
      return reply.status(404).send({ success: false, message: t('messages:notFound') });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
