import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client';
import { LIVE_EVENTS_CHANNEL, parseNotification } from './publish';
import { eventsRepository as repo, type StoredEvent } from './repository';

export type { StoredEvent };

/** One open stream, as the hub sees it. */
export interface Subscriber {
  userId: number;
  sessionId: number;
  /** The greatest event id written to it (catching up after a lost listener starts from here). */
  cursor: number;
  send(events: StoredEvent[]): void;
  /** Writes a comment line (heartbeat). */
  ping(): void;
  /** Ends the stream (session ended, server closing). */
  end(): void;
}

const HEARTBEAT_MS_DEFAULT = 25_000;

/**
 * The live events of one server instance: one LISTEN connection (a dedicated `pg.Client`, or the
 * embedded PGlite's `listen`), the open streams by user, one heartbeat timer for all of them. A
 * notification names `id:user` pairs; the rows of the users with a stream here are read in one
 * query and written to their streams. No stream holds a connection.
 */
export class EventHub {
  readonly #byUser = new Map<number, Set<Subscriber>>();
  #unlisten: (() => Promise<void>) | null = null;
  #client: pg.Client | null = null;
  #closing = false;
  #reconnectTimer: NodeJS.Timeout | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  /** Notifications are handled one after another, in the order they came. */
  #queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatMs = HEARTBEAT_MS_DEFAULT,
  ) {}

  get size(): number {
    let n = 0;
    for (const set of this.#byUser.values()) n += set.size;
    return n;
  }

  async start(): Promise<void> {
    await this.#listen();
    this.#heartbeat = setInterval(() => void this.#tick(), this.heartbeatMs);
    this.#heartbeat.unref();
  }

  async #listen(): Promise<void> {
    const driver = this.database.driver;
    if (driver.kind === 'pglite') {
      this.#unlisten = await driver.client.listen(LIVE_EVENTS_CHANNEL, (payload) => this.#notified(payload));
      return;
    }
    // TCP keepalive: a connection a NAT or firewall dropped silently is noticed and replaced.
    const client = new pg.Client({ connectionString: driver.url, keepAlive: true, keepAliveInitialDelayMillis: 30_000 });
    client.on('notification', (m) => {
      if (m.channel === LIVE_EVENTS_CHANNEL && m.payload) this.#notified(m.payload);
    });
    // A lost connection (server restart, network): listen again with a new one, then send the open
    // streams what was raised meanwhile.
    client.on('error', (err) => {
      this.log.warn({ err }, 'live events: the LISTEN connection failed; connecting again');
      this.#lost(client);
    });
    client.on('end', () => this.#lost(client));
    await client.connect();
    await client.query(`LISTEN ${LIVE_EVENTS_CHANNEL}`);
    this.#client = client;
  }

  #lost(client: pg.Client) {
    if (this.#client !== client || this.#closing) return;
    this.#client = null;
    client.end().catch(() => undefined);
    const retry = (delay: number) => {
      this.#reconnectTimer = setTimeout(() => {
        this.#listen()
          .then(() => this.#enqueue(() => this.#catchUp()))
          .catch((err: unknown) => {
            this.log.warn({ err }, 'live events: LISTEN failed, trying again');
            retry(Math.min(delay * 2, 30_000));
          });
      }, delay);
      this.#reconnectTimer.unref();
    };
    retry(1000);
  }

  subscribe(subscriber: Subscriber): () => void {
    let set = this.#byUser.get(subscriber.userId);
    if (!set) this.#byUser.set(subscriber.userId, (set = new Set()));
    set.add(subscriber);
    return () => {
      const current = this.#byUser.get(subscriber.userId);
      if (!current) return;
      current.delete(subscriber);
      if (current.size === 0) this.#byUser.delete(subscriber.userId);
    };
  }

  #enqueue(task: () => Promise<void>) {
    this.#queue = this.#queue.then(task).catch((err: unknown) => this.log.error({ err }, 'live events: delivery failed'));
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

  /** The user's events after `afterId`, oldest first (at most the last 1,000). */
  replay(userId: number, afterId: number): Promise<StoredEvent[]> {
    return repo.after(this.database.db, userId, afterId);
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
    this.#closing = true;
    this.endAll();
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    await this.#queue;
    await this.#unlisten?.().catch(() => undefined);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }
}
