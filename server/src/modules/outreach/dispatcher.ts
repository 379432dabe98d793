import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { OutreachChannel } from './channel';
import { outreachRepository } from './repository';

/** Notifications one tick plans at most (the rest wait for the next tick). */
const PER_TICK = 50;

/**
 * Plans the copies of the notifications sent since the last tick: each taken alone, in a transaction
 * of its own that clears its flag and lets every channel queue its copies, so what a channel queued
 * exists exactly when the notification was taken. A notification whose planning fails keeps its flag
 * (it is tried again next tick) and does not hold up the others.
 */
export async function dispatchSent(db: Db, channels: readonly OutreachChannel[], log: FastifyBaseLogger) {
  const passed: number[] = [];
  let planned = 0;
  while (planned + passed.length < PER_TICK) {
    const taking: { id: number | null } = { id: null };
    try {
      const done = await db.transaction(async (tx) => {
        const message = await outreachRepository(tx).takeDue(passed);
        if (!message) return false;
        taking.id = message.id;
        for (const channel of channels) await channel.plan(tx, message);
        return true;
      });
      if (!done) break;
      planned++;
    } catch (err) {
      log.error({ err, notification: taking.id }, 'the copies of a notification were not planned');
      if (taking.id === null) break;
      passed.push(taking.id);
    }
  }
  return planned;
}
