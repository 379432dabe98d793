import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { messages } from '@portal/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import { memoryLoginThrottle, type LoginThrottle } from './lib/login-throttle';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { authRoutes } from './modules/auth/routes';
import { authService } from './modules/auth/service';
import { directoryRoutes } from './modules/directory/routes';
import { referenceRepository } from './modules/directory/reference-repository';
import { referenceRoutes } from './modules/directory/reference-routes';
import { directoryService } from './modules/directory/service';
import { exportRoutes } from './modules/exports/routes';
import { healthRoutes } from './modules/health/routes';
import { updateReportRoutes } from './modules/import/routes';
import { importService } from './modules/import/service';
import { statisticsRoutes } from './modules/statistics/routes';
import { statisticsService } from './modules/statistics/service';
import { exportStore } from './lib/exports';
import { inboxRoutes } from './modules/notifications/inbox-routes';
import { inboxService } from './modules/notifications/service';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  throttle?: LoginThrottle;
}

export async function buildApp({ config, database, logger = false, throttle }: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64 ? req.headers['x-request-id'] : randomUUID()),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin, { db: database.db });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Maintenance: every API call but health answers the flagged envelope the client redirects on.
    if (config.maintenance && request.url.startsWith('/api/') && !request.url.startsWith('/api/health')) {
      return reply.status(503).send({ success: false, maintenance: true, message: messages.maintenance });
    }
  });

  const loginThrottle = throttle ?? memoryLoginThrottle(config.loginThrottle);
  const auth = authService(database.db, loginThrottle);
  authRoutes(app, auth);
  inboxRoutes(app, inboxService(database.db));
  referenceRoutes(app, referenceRepository(database.db));
  directoryRoutes(app, directoryService(database.db));
  const exports = exportStore(config.dataDir);
  statisticsRoutes(app, statisticsService(database.db, exports, config.timeZone));
  exportRoutes(app, exports);
  updateReportRoutes(app, importService(database.db, app.log));
  healthRoutes(app, database, config);

  await app.register(webPlugin, { dist: config.webDist });

  const prune = setInterval(() => {
    auth.pruneSessions().catch((err: unknown) => app.log.error({ err }, 'session cleanup failed'));
    exports.prune().catch((err: unknown) => app.log.error({ err }, 'export cleanup failed'));
  }, 3_600_000);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
