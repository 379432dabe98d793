import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { z } from 'zod';
import type { MessageKind } from '@portal/contract';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { defineJob, type JobContext } from '../../jobs/define';
import type { Jobs } from '../../jobs/jobs';
import { pushPayloadOf, topicOf, urgencyOf } from './message';
import { pushRepository, type PushTarget } from './repository';
import { pushMessage, type PushOutcome, type PushResult, type PushSendOptions } from './sender';
import { keptVapidKeys, vapidSubject, type VapidKeys } from './vapid';

/** Subscriptions read at a time, the pages one run sends (the next run goes on), messages in flight at once. */
const PAGE = 500;
const PAGES_PER_RUN = 10;
const CONCURRENCY = 50;
/** A device that is off gets the message within a day, or not at all. */
const TTL_SECONDS = 86_400;
const TIMEOUT_MS = 15_000;
/** The tries after the first of the subscriptions whose service was busy or down, and the wait before each. */
const LATER_RUNS = 3;
const laterDelaySeconds = (run: number) => 60 * 4 ** run;

/** A sent notification, as the outreach dispatcher hands it to each channel (modules/outreach, channel.ts). */
export interface PushPlanMessage {
  id: number;
  kind: MessageKind;
}

export const pushDelivery = z.object({
  notificationId: z.number().int().positive(),
  /** Only these subscriptions (those a run before left for later). */
  only: z.array(z.number().int().positive()).max(100_000).optional(),
  /** The subscriptions after this id: the runs before sent to those up to it. */
  after: z.number().int().min(0).default(0),
  /** How many times these subscriptions were tried before (their service was busy or down). */
  run: z.number().int().min(0).default(0),
});
type PushDelivery = z.output<typeof pushDelivery>;

/**
 * Push messages as a channel of the outreach dispatcher: `plan`, inside the dispatcher's
 * transaction, queues the job `push.deliver` of a sent notification when any subscription is to
 * get it. The job sends the message to each subscription of the recipients who want its kind by
 * push and have not read it yet, page by page, CONCURRENCY at a time, PAGES_PER_RUN pages a run
 * (a job of the rest goes on after the last): a subscription the service says is gone is deleted,
 * those whose service was busy or down are tried again by a later job of only them. A run that
 * failed (the database) or expired is run again by the queue: its own pages alone, and the topic
 * and the tag make a repeat replace the message, not add one.
 */
export function pushChannel(jobs: Jobs, config: Pick<Config, 'publicUrl' | 'mail'>) {
  const subject = vapidSubject(config);
  let keys: Promise<VapidKeys> | undefined;
  const keysOf = (db: Db) =>
    (keys ??= keptVapidKeys(db).catch((err: unknown) => {
      keys = undefined;
      throw err;
    }));

  const job = defineJob({
    name: 'push.deliver',
    payload: pushDelivery,
    retryLimit: 2,
    expireInSeconds: 900,
    handler: async (delivery, context) => {
      const vapid = { ...(await keysOf(context.db)), subject };
      const { later, wait, next } = await deliver(delivery, vapid, context);
      if (next !== null) await jobs.send(job, { ...delivery, after: next });
      if (later.length === 0) return;
      if (delivery.run >= LATER_RUNS) {
        context.log.warn({ notificationId: delivery.notificationId, subscriptions: later.length }, 'push: given up');
        return;
      }
      await jobs.send(
        job,
        { notificationId: delivery.notificationId, only: later, run: delivery.run + 1 },
        { startAfter: Math.max(laterDelaySeconds(delivery.run), wait) },
      );
    },
  });
  jobs.register(job);

  return {
    name: 'push',
    async plan(tx: DbOrTx, message: PushPlanMessage): Promise<void> {
      if (await pushRepository(tx).hasTargets(message.id, message.kind))
        await jobs.send(job, { notificationId: message.id }, { tx });
    },
  };
}
export type PushChannel = ReturnType<typeof pushChannel>;

/**
 * One run of `push.deliver`: the subscriptions to try again later and the longest wait their
 * services asked for (Retry-After, seconds), and the id a next run goes on after (null: this one
 * reached the last).
 */
async function deliver(
  delivery: PushDelivery,
  vapid: PushSendOptions['vapid'],
  { db, log, signal }: JobContext,
): Promise<{ later: number[]; wait: number; next: number | null }> {
  const repo = pushRepository(db);
  const notification = await repo.notification(delivery.notificationId);
  if (!notification) return { later: [], wait: 0, next: null };
  const payload = JSON.stringify(pushPayloadOf(notification));
  const options: PushSendOptions = {
    vapid,
    ttl: TTL_SECONDS,
    topic: topicOf(notification.id),
    urgency: urgencyOf(notification.kind),
    timeoutMs: TIMEOUT_MS,
  };
  const counts: Record<PushOutcome, number> = { sent: 0, gone: 0, refused: 0, later: 0 };
  const later: number[] = [];
  let wait = 0;
  const limit = pLimit(CONCURRENCY);
  const one = async (target: PushTarget) => {
    const { outcome, retryAfter = 0 } = await sendOne(target, payload, options, signal, log);
    counts[outcome] += 1;
    if (outcome === 'gone') await repo.forget(target);
    if (outcome === 'later') {
      later.push(target.id);
      wait = Math.max(wait, retryAfter);
    }
  };
  let after = delivery.after;
  let next: number | null = null;
  for (let pages = 1; ; pages++) {
    if (signal.aborted) throw new Error('push.deliver: stopped');
    const page = await repo.targets(notification, after, PAGE, delivery.only);
    await Promise.all(page.map((target) => limit(() => one(target))));
    if (page.length < PAGE) break;
    after = page.at(-1)!.id;
    if (pages === PAGES_PER_RUN) {
      next = after;
      break;
    }
  }
  const { notificationId, run } = delivery;
  log.info({ notificationId, after: delivery.after, run, ...counts }, 'push messages sent');
  return { later, wait, next };
}

async function sendOne(
  target: PushTarget,
  payload: string,
  options: PushSendOptions,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<PushResult> {
  try {
    const result = await pushMessage(target, payload, options, signal);
    const { outcome, status, detail } = result;
    if (outcome === 'refused' || outcome === 'later')
      log.warn({ subscription: target.id, status, detail, outcome }, 'push message not delivered');
    return result;
  } catch (err) {
    // A key no message can be encrypted for: that subscription never works.
    log.warn({ err, subscription: target.id }, 'push message could not be made');
    return { outcome: 'refused', status: null };
  }
}
