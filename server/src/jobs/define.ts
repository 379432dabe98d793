import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';

/** What a job's handler is given besides its payload. */
export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  /** pg-boss's id of the job and how many times it was tried before (0 on the first run). */
  job: { id: string; retryCount: number };
  /** Aborted when the job expires or the process stops: a long handler should give up then. */
  signal: AbortSignal;
}

/**
 * A kind of background job: a name (its queue), the zod schema of its payload (checked when it is
 * sent and again when it runs), the handler, and optionally a cron schedule.
 *
 * Handlers must be idempotent: a job whose process was killed runs again after `expireInSeconds`,
 * and a run that did its work but died before the job was marked done runs again too.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** Letters, digits, `.`, `-`, `_`: `events.prune`. */
  name: string;
  payload: S;
  handler: (payload: z.output<S>, context: JobContext) => Promise<void>;
  /**
   * A cron expression (5 fields, or 6 with seconds first) in the university's time zone; the job
   * is then sent with `scheduledPayload` at each occurrence by whichever process runs the workers.
   */
  schedule?: string;
  scheduledPayload?: z.input<S>;
  /**
   * `exclusive`: at most one job of this name per key (send's `key`; no key is one key) waiting
   * or running; a send while one is there is dropped (deduplicated). `standard` (default): no limit.
   */
  policy?: 'standard' | 'exclusive';
  /** How long one run may take before it is taken for dead and run again (default 300 s). */
  expireInSeconds?: number;
  /** How many times a failed run is tried again (default 3), with exponential backoff. */
  retryLimit?: number;
}

/** Keeps the payload's type for `send` and the handler. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
