import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type ConstructorOptions, type Job } from 'pg-boss';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Database, DbOrTx } from '../db/client';
import { jobQueueDbOf } from '../db/job-queue';
import type { JobDefinition } from './define';

/** pg-boss keeps its tables in this schema of the portal's database. */
export const JOBS_SCHEMA = 'pgboss';

export interface SendOptions {
  /** The deduplication key of an `exclusive` job (see JobDefinition.policy). */
  key?: string;
  /** Run no earlier than this (a date, or seconds from now). */
  startAfter?: Date | number;
  /**
   * The caller's transaction: the job exists only if it commits (pg-boss writes the job through
   * it). Without it the job is written at once.
   */
  tx?: DbOrTx;
}

/**
 * The portal's background jobs on pg-boss, in the portal's own database (PostgreSQL through
 * pg-boss's pool of `url`, or the embedded PGlite through pg-boss's PGlite adapter: PGlite is one
 * connection that pg-boss then shares with the app).
 *
 * Modules register their job definitions while the app is built (`jobs.register`), the app starts
 * the queue when it is ready, and stops it on close. Workers run in this process unless
 * `config.jobs.workers` is false (then `npm run worker` runs them); sending works either way.
 */
export class Jobs {
  readonly #definitions = new Map<string, JobDefinition>();
  /** The id of this process's worker of each kind (when this process runs them). */
  readonly #workers = new Map<string, string>();
  readonly #boss: PgBoss;
  #started: Promise<void> | null = null;
  #stopped = false;

  constructor(
    private readonly database: Database,
    private readonly config: Pick<Config, 'jobs' | 'timeZone'>,
    private readonly log: FastifyBaseLogger,
  ) {
    const workers = config.jobs.workers;
    const common: ConstructorOptions = {
      schema: JOBS_SCHEMA,
      // Schedules and the supervision of expired jobs run where the workers run.
      schedule: workers,
      supervise: workers,
      superviseIntervalSeconds: config.jobs.superviseSeconds,
      // Expired jobs (of a killed process) are found by a queue's monitor pass, which pg-boss runs
      // once a minute by default, counted from the last pass of any instance: as often as supervision.
      monitorIntervalSeconds: config.jobs.superviseSeconds,
      cronMonitorIntervalSeconds: Math.min(45, config.jobs.superviseSeconds),
      cronWorkerIntervalSeconds: Math.min(45, config.jobs.superviseSeconds),
      // The registry of instances writes every 30 s; the portal does not read it.
      registerInstance: false,
    };
    const driver = database.driver;
    this.#boss =
      driver.kind === 'postgres'
        ? new PgBoss({ ...common, connectionString: driver.url, max: 3 })
        : new PgBoss({ ...common, db: fromPglite(driver.client), backend: 'pglite' });
    this.#boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
  }

  /** Adds a kind of job; before the queue starts (while the modules register). */
  register(definition: JobDefinition<z.ZodType>): void {
    if (this.#started) throw new Error(`job ${definition.name}: registered after the queue started`);
    if (this.#definitions.has(definition.name)) throw new Error(`job ${definition.name}: registered twice`);
    this.#definitions.set(definition.name, definition as JobDefinition);
  }

  get definitions(): JobDefinition[] {
    return [...this.#definitions.values()];
  }

  /** Creates the schema (first time), the queues and schedules, and the workers when this process runs them. */
  start(): Promise<void> {
    // A start that failed (the database was not there) is tried again by the next call.
    this.#started ??= this.#start().catch((err: unknown) => {
      this.#started = null;
      throw err;
    });
    return this.#started;
  }

  /**
   * Starts the queue with the server, and when the database does not answer yet, keeps trying
   * every `retrySeconds` instead of failing the server's start: it answers (health: 503) meanwhile.
   */
  async startWithServer(retrySeconds = 30): Promise<void> {
    try {
      await this.start();
    } catch (err) {
      this.log.error({ err }, 'the job queue did not start; trying again');
      const timer = setInterval(() => {
        if (this.#stopped) return clearInterval(timer);
        this.start().then(
          () => clearInterval(timer),
          (retryErr: unknown) => this.log.error({ err: retryErr }, 'the job queue did not start; trying again'),
        );
      }, retrySeconds * 1000);
      timer.unref();
    }
  }

  async #start() {
    await this.#boss.start();
    const workers = this.config.jobs.workers;
    for (const d of this.#definitions.values()) {
      const queue = {
        expireInSeconds: d.expireInSeconds ?? 300,
        retryLimit: d.retryLimit ?? 3,
        retryDelay: 5,
        retryBackoff: true,
        // Done jobs are kept a day for inspection.
        deleteAfterSeconds: 86_400,
      };
      // A queue's policy is fixed when it is created; its other options follow the definition.
      if (await this.#boss.getQueue(d.name)) await this.#boss.updateQueue(d.name, queue);
      else await this.#boss.createQueue(d.name, { ...queue, policy: d.policy ?? 'standard' });
      if (!workers) continue;
      if (d.schedule)
        await this.#boss.schedule(d.name, d.schedule, (d.scheduledPayload ?? {}) as object, {
          tz: this.config.timeZone,
        });
      else await this.#boss.unschedule(d.name);
      this.#workers.set(
        d.name,
        await this.#boss.work(d.name, { pollingIntervalSeconds: this.config.jobs.pollSeconds }, (jobs) =>
          this.#run(d, jobs),
        ),
      );
    }
  }

  async #run(d: JobDefinition, jobs: Job<unknown>[]) {
    for (const job of jobs) {
      const payload = d.payload.parse(job.data ?? {});
      await d.handler(payload, {
        db: this.database.db,
        log: this.log.child({ job: d.name, jobId: job.id }),
        job: { id: job.id, retryCount: job.retryCount },
        signal: job.signal,
      });
    }
  }

  /**
   * Sends a job of a registered kind; the payload is checked here. Answers the job's id, or null
   * when an `exclusive` job of the same key is already waiting or running.
   */
  async send<S extends z.ZodType>(
    definition: JobDefinition<S>,
    payload: z.input<S>,
    options: SendOptions = {},
  ): Promise<string | null> {
    if (this.#definitions.get(definition.name) !== (definition as unknown as JobDefinition))
      throw new Error(`job ${definition.name}: not registered`);
    const data = definition.payload.parse(payload) as object;
    await this.start();
    const startAfter = options.startAfter;
    return this.#boss.send(definition.name, data, {
      ...(options.key !== undefined && { singletonKey: options.key }),
      ...(startAfter !== undefined && { startAfter }),
      ...(options.tx && { db: jobQueueDbOf(options.tx) }),
    });
  }

  /**
   * Asks this process's worker of a kind to look for jobs now instead of at its next poll (a job a
   * user waits for, sent in a transaction that has committed). Without a worker here, nothing.
   */
  wake(definition: JobDefinition<z.ZodType>): void {
    const id = this.#workers.get(definition.name);
    if (id) this.#boss.notifyWorker(id);
  }

  /**
   * Stops the workers (waiting up to 8 s for running jobs: the process is stopped at 10) and the queue's connections.
   */
  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    if (!this.#started) return;
    await this.#started.catch(() => undefined);
    // With PGlite pg-boss does not own the connection (`close` only ends its own pool).
    await this.#boss.stop({ graceful: true, timeout: 8_000, close: true });
  }

  /** pg-boss itself, for tests and tools. */
  get boss(): PgBoss {
    return this.#boss;
  }
}
