import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from './config';
import { buildApp } from './app';
import { claimOrExit } from './cli/database';
import { openDatabase } from './db/open';
import type { PortalModule } from './lib/module';
import { operatorService } from './modules/operator';
import { demoAtStart } from './seed/at-start';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demo-logins';
import { buildWorkerMetrics } from './worker-metrics';

export interface ServeOptions {
  /** Modules beyond the portal's own (test fixtures, src/test/fixtures/server.ts). */
  extraModules?: PortalModule[];
  /**
   * `npm run worker`: run the background jobs only (workers and schedules, whatever JOBS_WORKERS
   * says), serve no HTTP but its metrics (WORKER_METRICS_PORT), load no demo data. Needs
   * DATABASE_URL: the embedded database is one process's.
   */
  worker?: boolean;
}

/**
 * The server process: migrations, the demo university when asked (or a warning when its accounts
 * are there unasked), the app on its port, a clean stop on SIGTERM/SIGINT.
 */
export async function serve({ extraModules = [], worker = false }: ServeOptions = {}) {
  const loaded = loadConfig();
  if (worker && !loaded.databaseUrl) {
    console.error(
      'npm run worker: нужен DATABASE_URL — встроенную базу (PGlite) ' +
        'открывает только один процесс; без него задания выполняет сам сервер.',
    );
    process.exit(1);
  }
  const config = worker ? { ...loaded, jobs: { ...loaded.jobs, workers: true } } : loaded;
  const logger = { level: config.logLevel };
  // Where a lost idle database connection is reported: the app's log once it exists.
  const connectionLost = { report: (err: Error) => console.warn(err.message) };
  // The embedded database is this process's alone: refused while another has it, kept from others meanwhile.
  const releaseDatabase = claimOrExit(config, 'server');
  const database = await openDatabase(config, (err) => connectionLost.report(err));
  await database.migrate();

  const app = await buildApp({ config, database, logger, extraModules });
  connectionLost.report = (err) =>
    app.log.warn({ err }, 'a database connection was closed by the server; the pool opens another');
  if (!worker) await demoAtStart(config, database, app.log);

  // The worker's /api/metrics (WORKER_METRICS_PORT): a listener of its own, not the app's routes.
  const workerMetrics =
    worker && config.workerMetricsPort !== null ? await buildWorkerMetrics({ config, database, logger }) : null;

  /*
   * A stop behind nginx that fails no request. nginx keeps idle connections to each instance
   * (upstream `keepalive`) and sends the next request on one of them; a request sent on a
   * connection the instance is closing at that moment fails, and so does one sent on a connection
   * the kernel took for a listening socket that is then closed; nginx retries a GET elsewhere but
   * never a POST it has sent. Fastify's own close is not enough: it closes the idle connections at
   * once (that race) and answers 503 to what still comes on others (`return503OnClosing`), which a
   * client of a POST would see. So on SIGTERM, with SHUTDOWN_DRAIN_SECONDS, the instance first
   * drains (plugins/drain.ts): each answer says `Connection: close` and its connection closes after
   * it; writes are served as before; the API's reads answer 502 (not 503, which maintenance answers
   * on every instance alike: plugins/drain.ts), which nginx retries on another instance and counts
   * as failures, so that after `max_fails` of them it sends this instance nothing for
   * `fail_timeout` (deploy/nginx.conf: 3 and 10 s); the live event streams end and their clients
   * reconnect with Last-Event-ID through nginx to another instance. With a drain
   * longer than nginx's upstream `keepalive_timeout` (3 s; the drain 5 s) and shorter than its
   * `fail_timeout`, when the drain ends nginx holds no idle connection to this instance (each was
   * closed by nginx or used once more and closed after its answer) and sends it no new one. Only then
   * the instance stops listening (a later connect is refused and goes to another instance, a POST
   * too: nothing was sent), finishes what is in flight and closes the database. SIGINT (a
   * terminal's Ctrl-C) and the worker stop without a drain.
   */
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    const drainMs = signal === 'SIGTERM' && !worker ? config.shutdownDrainMs : 0;
    app.log.info({ signal, drainMs }, 'stopping: draining, then no new requests, finishing those in flight');
    const force = setTimeout(() => {
      app.log.error(`forced exit ${(drainMs + 10_000) / 1000} s after ${signal}`);
      process.exit(1);
    }, drainMs + 10_000);
    force.unref();
    try {
      if (drainMs > 0) {
        app.drain.start();
        await sleep(drainMs);
      }
      await workerMetrics?.close();
      await app.close();
      await database.close();
      releaseDatabase();
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while stopping');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (worker) {
    // The jobs start when the app is ready; no port is opened.
    await app.ready();
    app.log.info({ jobs: app.jobs.definitions.map((d) => d.name) }, 'worker is running the background jobs');
    if (workerMetrics) {
      await workerMetrics.listen({ port: config.workerMetricsPort!, host: config.host });
      app.log.info({ port: config.workerMetricsPort }, 'worker metrics at /api/metrics');
    }
    return;
  }

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  app.log.info({ url }, 'portal is serving');
  console.log(`\nЛичный кабинет: ${url}\n`);
  if (!config.demo.enabled && (await operatorService(database.db).adminCount()) === 0) {
    app.log.warn('no admin account yet: npm run admin -- create EMAIL makes the first one');
    const stop = database.kind === 'pglite' ? ' (сервер на встроенной базе сначала остановите)' : '';
    console.log(
      `Администраторов пока нет. Первого создайте так${stop}:\n  npm run admin -- create you@university.ru\n`,
    );
  }
  if (config.demo.enabled) {
    console.log(`Демо-входы (пароль у всех: ${DEMO_PASSWORD}):`);
    for (const login of Object.values(DEMO_LOGINS)) console.log(`  ${login}`);
    console.log('');
  }
}
