import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { PgListener } from '../../db/listener';
import {
  BROADCAST_CHANNEL,
  broadcastTypes,
  LIVE_EVENTS_CHANNEL,
  parseNotification,
  type BroadcastType,
} from './publish';
import { eventsRepository as repo, type StoredEvent } from './repository';

export type { StoredEvent };

/** One open stream, as the hub sees it. */
export interface Subscriber {
  userId: number;
  sessionId: number;
  /** The greatest event id written to it (catching up after a lost listener starts from here). */
  cursor: number;
  send(events: StoredEvent[]): void;
  /** Writes an event every stream gets, without an id (BROADCAST_CHANNEL). */
  tell(type: BroadcastType): void;
  /** Writes a comment line (heartbeat). */
  ping(): void;
  /** Ends the stream (session ended, server closing). */
  end(): void;
}

const HEARTBEAT_MS_DEFAULT = 25_000;

/**
 * How far before a reconnect's Last-Event-ID the replay reaches: longer than a transaction that publishes an event
 * takes to commit (a notification's send writes a batch in seconds).
 */
export const REPLAY_OVERLAP_SECONDS = 60;

/** A user's open streams on one instance. */
export const MAX_STREAMS_PER_USER = 10;

/**
 * The live events of one server instance: the instance's LISTEN connection (db/listener.ts)
 * brings a notification naming `id:user` pairs; the rows of the users with a stream here are read
 * in one query and written to their streams; one heartbeat timer for all of them. No stream holds
 * a connection.
 */
export class EventHub {
  readonly #byUser = new Map<number, Set<Subscriber>>();
  #heartbeat: NodeJS.Timeout | null = null;
  /** Notifications are handled one after another, in the order they came. */
  #queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    listener: PgListener,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatMs = HEARTBEAT_MS_DEFAULT,
  ) {
    listener.on(LIVE_EVENTS_CHANNEL, (payload) => this.#notified(payload));
    listener.on(BROADCAST_CHANNEL, (payload) => {
      const type = broadcastTypes.find((known) => known === payload);
      if (type) for (const set of this.#byUser.values()) for (const s of set) s.tell(type);
    });
    // After a lost connection: send the open streams what was raised meanwhile.
    listener.onRestored(() => this.#enqueue(() => this.#catchUp()));
  }

  get size(): number {
    let n = 0;
    for (const set of this.#byUser.values()) n += set.size;
    return n;
  }

  /** Starts the heartbeat (the listener is started by its owner). */
  start(): void {
    this.#heartbeat = setInterval(() => void this.#tick(), this.heartbeatMs);
    this.#heartbeat.unref();
  }

  /**
   * Adds a stream; a user's oldest stream here ends when they open one more than `MAX_STREAMS_PER_USER` (a script
   * opening streams in a loop holds a few, not thousands, while a person's tabs and devices keep theirs).
   */
  subscribe(subscriber: Subscriber): () => void {
    let set = this.#byUser.get(subscriber.userId);
    if (!set) this.#byUser.set(subscriber.userId, (set = new Set()));
    // A set keeps the order things were added in: its first is the oldest.
    if (set.size >= MAX_STREAMS_PER_USER) set.values().next().value?.end();
    set.add(subscriber);
    return () => {
      const current = this.#byUser.get(subscriber.userId);
      if (!current) return;
      current.delete(subscriber);
      if (current.size === 0) this.#byUser.delete(subscriber.userId);
    };
  }

  #enqueue(task: () => Promise<void>) {
    this.#queue = this.#queue
      .then(task)
      .catch((err: unknown) => this.log.error({ err }, 'live events: delivery failed'));
  }

  #notified(text: string) {
    const ids = parseNotification(text)
      .filter((p) => this.#byUser.has(p.userId))
      .map((p) => p.id);
    if (ids.length) this.#enqueue(() => this.#deliver(ids));
  }

  async #deliver(ids: number[]) {
    const rows = await repo.byIds(this.database.db, ids);
    const byUser = new Map<number, StoredEvent[]>();
    for (const { userId, ...event } of rows) {
      const list = byUser.get(userId) ?? [];
      list.push(event);
      byUser.set(userId, list);
    }
    for (const [userId, events] of byUser) {
      for (const subscriber of this.#byUser.get(userId) ?? []) subscriber.send(events);
    }
  }

  /** After the LISTEN connection was lost: what each open stream has not had yet. */
  async #catchUp() {
    for (const [userId, subscribers] of this.#byUser) {
      const from = Math.min(...[...subscribers].map((s) => s.cursor));
      const events = await this.replay(userId, from);
      for (const s of subscribers) s.send(events.filter((e) => e.id > s.cursor));
    }
  }

  /**
   * What a reconnect from `afterId` gets, oldest first (at most the last 1,000): the user's events after it, and
   * those of the minute before it, which an event that committed late may be among (repository.ts `replay`).
   */
  replay(userId: number, afterId: number): Promise<StoredEvent[]> {
    return repo.replay(this.database.db, userId, afterId, REPLAY_OVERLAP_SECONDS);
  }

  /** The user's latest event id (0 when none): where a new stream's `Last-Event-ID` starts. */
  latestId(userId: number): Promise<number> {
    return repo.latestId(this.database.db, userId);
  }

  /** Heartbeat for every stream; streams whose session ended (sign-out, expiry) are closed. */
  async #tick() {
    const all = [...this.#byUser.values()].flatMap((set) => [...set]);
    for (const s of all) s.ping();
    if (all.length === 0) return;
    try {
      const sessionIds = [...new Set(all.map((s) => s.sessionId))];
      const alive = await repo.liveSessions(this.database.db, sessionIds);
      for (const s of all) if (!alive.has(s.sessionId)) s.end();
    } catch (err) {
      this.log.warn({ err }, 'live events: the session check failed');
    }
  }

  /** Ends every stream (the server is closing: it must not wait for them). */
  endAll() {
    for (const set of [...this.#byUser.values()]) for (const s of [...set]) s.end();
  }

  async stop(): Promise<void> {
    this.endAll();
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    await this.#queue;
  }
}
