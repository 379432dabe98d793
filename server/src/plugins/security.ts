import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers. The web app loads only its own scripts; Mantine sets inline styles, so
 * style-src allows them. Nothing may frame the portal. Helmet's middleware is built once and set
 * on every answer (@fastify/helmet built it again for each request: some 3% of a request's time).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The installable app: its service worker (/sw.js) and its manifest are the site's own files.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The portal may be served over plain HTTP inside a campus network; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
});
