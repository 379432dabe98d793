import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { t } from './i18n';
import type { Config } from './config';
import type { Database } from './db/client';
import type { LoginThrottle } from './lib/login-throttle';
import { answerSerializer } from './lib/answer-serializer';
import { OneLinePerRequest, withRedactedRequests } from './lib/log-redaction';
import { monitoringAccess } from './lib/monitoring-access';
import { limitHashing } from './lib/passwords';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { Drain, drainPlugin } from './plugins/drain';
import { metricsPlugin } from './plugins/metrics';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { languagePlugin } from './plugins/language';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { auditModule, impersonatedCallsAudit } from './modules/audit';
import { authentication, authModule, SessionCache } from './modules/auth';
import { directoryModule } from './modules/directory';
import { exportsModule } from './modules/exports';
import { filesModule } from './modules/files';
import { importsModule } from './modules/imports';
import { notificationsModule } from './modules/notifications';
import { notifyModule } from './modules/notify';
import { createMailer, mailQueue, type MailQueue } from './modules/mail';
import { requestsModule } from './modules/requests';
import { universityModule } from './modules/university';
import { wifiModule } from './modules/wifi';
import { timetableModule } from './modules/timetable';
import { pollsModule } from './modules/polls';
import { permissionsModule } from './modules/permissions';
import { platformModule } from './modules/platform';
import { pushChannel, pushModule } from './modules/push';
import { statisticsModule } from './modules/statistics';
import { ticketsModule } from './modules/tickets';
import { eventsModule } from './modules/events';
import { emailChannel, outreachModule } from './modules/outreach';
import { preferencesModule } from './modules/preferences';
import { leaversModule } from './modules/leavers';
import { Jobs } from './jobs/jobs';
import type { ModuleOptions, PortalModule } from './lib/module';
import { PgListener } from './db/listener';

/** The domain modules, each one plugin with its routes. */
const modules = [
  platformModule,
  authModule,
  notificationsModule,
  notifyModule,
  pollsModule,
  permissionsModule,
  directoryModule,
  statisticsModule,
  exportsModule,
  importsModule,
  auditModule,
  ticketsModule,
  filesModule,
  eventsModule,
  requestsModule,
  universityModule,
  wifiModule,
  timetableModule,
  pushModule,
  preferencesModule,
  leaversModule,
];

/** What a client's X-Request-Id may be to be kept: up to 64 letters, digits, `-`, `_` and `.`. */
const PLAIN_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Sign-in limits; by default counted in the database with the configured limits. */
  throttle?: LoginThrottle;
  /** Modules beyond the portal's own (test fixtures). */
  extraModules?: PortalModule[];
}

/**
 * The Fastify settings every HTTP listener of the portal shares (the app, the worker's metrics):
 * the client's address, request ids, the body limit, the refusals answered in the envelope, and
 * what a close does to connections.
 */
export function serverOptions(config: Config, logger: FastifyServerOptions['logger'] = false): FastifyServerOptions {
  return {
    // Request lines never hold the session token a download link carries (`at`, 002 §7).
    logger: withRedactedRequests(logger),
    // The client's address is the one the nearest `trustProxy` proxies saw. Trusting every hop
    // (`true`) would take the left-most X-Forwarded-For entry, which the client writes itself, and
    // let it pick a new address for each sign-in try. (Fastify's own hop count ignores the header.)
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // A client's own id only when short and plain: it goes into every log line and back as a header.
    genReqId: (req) => {
      const id = req.headers['x-request-id'];
      return typeof id === 'string' && PLAIN_REQUEST_ID.test(id) ? id : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // A close (after the drain, serve.ts) closes the idle kept-alive connections, lets those in
    // flight finish, and answers 503 with `Connection: close` to a request that still comes.
    forceCloseConnections: 'idle',
    logController: new OneLinePerRequest(),
    return503OnClosing: true,
    // Refusals made before a route or even a request exists answer the envelope too.
    frameworkErrors,
    clientErrorHandler,
  };
}

export async function buildApp({ config, database, logger = false, throttle, extraModules = [] }: AppOptions) {
  limitHashing(config.hashing);
  const app = Fastify(serverOptions(config, logger));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(config.checkAnswers));
  app.decorate('checkAnswers', config.checkAnswers);

  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  const drain = new Drain();
  await app.register(drainPlugin, { drain });
  await app.register(docsPlugin);
  // One LISTEN connection for the instance (live events, ended sessions), started once every
  // module has followed its channels.
  const listener = new PgListener(database, app.log);
  const sessions = new SessionCache(listener);
  app.decorate('sessionCache', sessions);
  await app.register(authPlugin, {
    ...authentication(database.db, sessions),
    monitoring: monitoringAccess(config),
  });
  await app.register(impersonatedCallsAudit, { db: database.db });
  await app.register(metricsPlugin, { database });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Maintenance: every API call but health and the metrics answers the flagged envelope the client redirects on.
    if (
      config.maintenance &&
      request.url.startsWith('/api/') &&
      !request.url.startsWith('/api/health') &&
      !request.url.startsWith('/api/metrics')
    ) {
      return reply.status(503).send({ success: false, maintenance: true, message: t('messages:maintenance') });
    }
  });

  // Background jobs: the modules register theirs while they are registered; the queue starts once
  // the app is ready and stops when it closes (before the caller closes the database).
  const jobs = new Jobs(database, config, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.startWithServer());
  app.addHook('onClose', () => jobs.stop());

  // Letters leave by a job through the SMTP server, or only the log says so (modules/mail).
  const mailer = createMailer(config.mail, app.log);
  const mail = mailQueue(jobs, mailer);
  app.decorate('mail', mail);
  app.addHook('onClose', async () => mailer.close());

  const options: ModuleOptions = { config, database, throttle, jobs, listener, mail, drain };
  // Copies of sent messages by e-mail (and push): the channels each sent notification is handed to.
  const outreach = outreachModule({ mailer, channels: [emailChannel, pushChannel(jobs, config)] });
  for (const module of [...modules, outreach, ...extraModules]) await app.register(module, options);
  await app.after();
  await listener.start();
  app.addHook('onClose', () => listener.stop());

  await app.register(webPlugin, { dist: config.webDist });

  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs (jobs/jobs.ts). */
    jobs: Jobs;
    /** Outgoing letters (modules/mail). */
    mail: MailQueue;
  }
}
