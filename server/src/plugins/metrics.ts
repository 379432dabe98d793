import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { platformEndpoints as e } from '@portal/contract';
import type { Database } from '../db/client';
import { route } from '../lib/route';

let processRegistry: Registry | null = null;

/**
 * The process's own metrics (memory, CPU, event loop lag, garbage collection): one set per
 * process, however many apps it builds (the tests build many), since each set starts monitors
 * that run as long as the process does.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A route outside every pattern (not found, refused before routing): one label, never the raw URL. */
const UNMATCHED = '(unmatched)';

/**
 * `GET /api/metrics` in Prometheus's text format (rule 'monitoring'): the requests by route
 * pattern, method and status (a histogram of durations; its `_count` counts them), the database
 * pool with PostgreSQL, and the process's metrics. One registry per app.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code: how long each took until its answer was sent',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    requests.observe(labels, reply.elapsedTime / 1000);
  });

  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Connections of the database pool by state: busy (running a query) or idle',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = pool();
        this.set({ state: 'busy' }, use.open - use.idle);
        this.set({ state: 'idle' }, use.idle);
      },
    });
    new Gauge({
      name: 'portal_db_pool_max_connections',
      help: 'The most connections the database pool opens (DATABASE_POOL_SIZE)',
      registers: [registry],
      collect() {
        this.set(pool().max);
      },
    });
    new Gauge({
      name: 'portal_db_pool_waiting_queries',
      help: 'Queries waiting for a free connection of the database pool',
      registers: [registry],
      collect() {
        this.set(pool().waiting);
      },
    });
  }

  route(app, e.metrics, 'monitoring', async (_, _request, reply) => {
    const text = (await processMetrics().metrics()) + (await registry.metrics());
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
  });
});
