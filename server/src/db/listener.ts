import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client';

type Handler = (payload: string) => void;

/**
 * The server instance's one LISTEN connection, for every channel it follows (live events, ended
 * sessions): a dedicated `pg.Client` with TCP keepalive, or the embedded PGlite's `listen`. A lost
 * connection is replaced (1 s, then doubling up to 30 s); while it is down `connected` is false
 * and what was notified meanwhile is lost, so followers are told (`onLost`, `onRestored`) to stop
 * trusting what they keep and to catch up.
 */
export class PgListener {
  readonly #handlers = new Map<string, Handler[]>();
  readonly #lost: (() => void)[] = [];
  readonly #restored: (() => void)[] = [];
  #client: pg.Client | null = null;
  #unlisten: (() => Promise<void>)[] = [];
  #reconnectTimer: NodeJS.Timeout | null = null;
  #closing = false;
  #connected = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  get connected(): boolean {
    return this.#connected;
  }

  /** Follows a channel: call before `start`. */
  on(channel: string, handler: Handler): void {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
    this.#handlers.set(channel, [...(this.#handlers.get(channel) ?? []), handler]);
  }

  onLost(callback: () => void): void {
    this.#lost.push(callback);
  }

  onRestored(callback: () => void): void {
    this.#restored.push(callback);
  }

  async start(): Promise<void> {
    await this.#listen();
  }

  #dispatch(channel: string, payload: string) {
    for (const handler of this.#handlers.get(channel) ?? []) handler(payload);
  }

  async #listen(): Promise<void> {
    const driver = this.database.driver;
    if (driver.kind === 'pglite') {
      for (const channel of this.#handlers.keys())
        this.#unlisten.push(await driver.client.listen(channel, (payload) => this.#dispatch(channel, payload)));
      this.#connected = true;
      return;
    }
    // TCP keepalive: a connection a NAT or firewall dropped silently is noticed and replaced.
    const client = new pg.Client({
      connectionString: driver.url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 30_000,
    });
    client.on('notification', (m) => {
      if (m.payload) this.#dispatch(m.channel, m.payload);
    });
    client.on('error', (err) => {
      this.log.warn({ err }, 'LISTEN: the connection failed; connecting again');
      this.#dropped(client);
    });
    client.on('end', () => this.#dropped(client));
    await client.connect();
    for (const channel of this.#handlers.keys()) await client.query(`LISTEN ${channel}`);
    this.#client = client;
    this.#connected = true;
  }

  #dropped(client: pg.Client) {
    if (this.#client !== client || this.#closing) return;
    this.#client = null;
    this.#connected = false;
    client.end().catch(() => undefined);
    for (const callback of this.#lost) callback();
    const retry = (delay: number) => {
      this.#reconnectTimer = setTimeout(() => {
        this.#listen()
          .then(() => {
            for (const callback of this.#restored) callback();
          })
          .catch((err: unknown) => {
            this.log.warn({ err }, 'LISTEN failed, trying again');
            retry(Math.min(delay * 2, 30_000));
          });
      }, delay);
      this.#reconnectTimer.unref();
    };
    retry(1000);
  }

  async stop(): Promise<void> {
    this.#closing = true;
    this.#connected = false;
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    for (const unlisten of this.#unlisten) await unlisten().catch(() => undefined);
    this.#unlisten = [];
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }
}
