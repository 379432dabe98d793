import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { serverOptions } from './app';
import type { Config } from './config';
import type { Database } from './db/client';
import { monitoringAccess } from './lib/monitoring-access';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { languagePlugin } from './plugins/language';
import { metricsPlugin } from './plugins/metrics';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

/**
 * The job worker's (`npm run worker`) own small HTTP listener on WORKER_METRICS_PORT: only
 * `GET /api/metrics`, read by the servers' rule (METRICS_TOKEN or an address of METRICS_ALLOW,
 * lib/monitoring-access.ts); its process, its database pool and its own requests. No session is
 * known here: anything else answers 404.
 */
export async function buildWorkerMetrics({
  config,
  database,
  logger,
}: {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}) {
  const app = Fastify(serverOptions(config, logger));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(authPlugin, {
    findSession: async () => undefined,
    grants: { permissions: async () => [], roles: async () => [] },
    monitoring: monitoringAccess(config),
  });
  await app.register(metricsPlugin, { database });
  // No web app: its not-found answer, the envelope.
  await app.register(webPlugin, { dist: null });
  return app;
}
