import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { PgListener } from '../db/listener';
import type { Jobs } from '../jobs/jobs';
import type { Drain } from '../plugins/drain';
import type { MailQueue } from './mail-queue';
import type { LoginThrottle } from './login-throttle';

/** What every domain module is given: it builds its own services from these. */
export interface ModuleOptions {
  config: Config;
  database: Database;
  /** Sign-in limits to use instead of the database's (tests). */
  throttle?: LoginThrottle;
  /** The background jobs: a module registers its kinds (`jobs.register(definition)`) and sends them. */
  jobs: Jobs;
  /** The instance's LISTEN connection: a module follows its channels (`listener.on`) while it is registered. */
  listener: PgListener;
  /** Outgoing letters, sent by a job. */
  mail: MailQueue;
  /** The drain after SIGTERM (plugins/drain.ts): a module ends what would hold the instance open (`onStart`). */
  drain: Drain;
}

/** A domain module: one Fastify plugin that registers its routes (and its timers). */
export type PortalModule = (app: FastifyInstance, options: ModuleOptions) => Promise<void>;

/** Runs a cleanup every hour while the app is up; a failure is logged, never thrown. */
export function hourly(app: FastifyInstance, what: string, task: () => Promise<unknown>) {
  const timer = setInterval(() => {
    task().catch((err: unknown) => app.log.error({ err }, `${what} failed`));
  }, 3_600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
