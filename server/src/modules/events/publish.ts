import { liveEvent, type LiveEventPayload, type LiveEventType } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { eventsRepository, type UsersQuery } from './repository';

/** The PostgreSQL channel every server instance LISTENs on. */
export const LIVE_EVENTS_CHANNEL = 'portal_live_events';
/** A NOTIFY payload must stay under 8,000 bytes: `id:user` pairs go out this many a notification. */
const PAIRS_PER_NOTIFY = 400;

export interface PublishInput<T extends LiveEventType> {
  userIds: readonly number[];
  /** More users, as a query answering `user_id` (e.g. everyone holding a role), asked in the same statement. */
  alsoUsers?: UsersQuery;
  type: T;
  payload: LiveEventPayload<T>;
}

/**
 * Raises a live event for some users, through the caller's transaction (or the database): one row
 * a user in `live_events`, and a NOTIFY naming the rows. PostgreSQL delivers a NOTIFY at commit and
 * drops it on rollback, so an event exists, and reaches a stream, only if the change it tells of
 * committed. Every server instance listens, so a stream held by another instance gets it too.
 */
export async function publish<T extends LiveEventType>(
  db: DbOrTx,
  { userIds, alsoUsers, type, payload }: PublishInput<T>,
): Promise<number[]> {
  const event = liveEvent.parse({ type, payload });
  if (userIds.length === 0 && !alsoUsers) return [];
  return eventsRepository.insertAndNotify(
    db,
    { userIds, alsoUsers },
    event.type,
    event.payload as Record<string, unknown>,
    LIVE_EVENTS_CHANNEL,
    PAIRS_PER_NOTIFY,
  );
}

/** The channel of the events that go to every open stream (their type is the payload). */
export const BROADCAST_CHANNEL = 'portal_live_broadcast';
/** The events every open stream gets: a change everybody's screens show, told without a payload. */
export type BroadcastType = 'university.updated';
export const broadcastTypes: readonly BroadcastType[] = ['university.updated'];

/**
 * Tells every open stream, of every instance, that something everybody's screens show changed (the
 * university's settings): no rows are kept (a tab that reconnects refetches its screens anyway), a
 * NOTIFY delivered at the caller's commit.
 */
export async function broadcast(db: DbOrTx, type: BroadcastType): Promise<void> {
  await eventsRepository.notify(db, BROADCAST_CHANNEL, liveEvent.parse({ type, payload: {} }).type);
}

/** The `id:user` pairs of a notification; anything malformed is skipped. */
export function parseNotification(text: string): { id: number; userId: number }[] {
  const pairs: { id: number; userId: number }[] = [];
  for (const part of text.split(',')) {
    const m = /^(\d{1,15}):(\d{1,10})$/.exec(part);
    if (m) pairs.push({ id: Number(m[1]), userId: Number(m[2]) });
  }
  return pairs;
}
