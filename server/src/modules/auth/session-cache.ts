import type { PgListener } from '../../db/listener';
import type { SessionRow } from './repository';

/** The channel a trigger on `sessions` (migration 0011) NOTIFYs with the ids of changed or deleted sessions. */
export const SESSIONS_CHANNEL = 'portal_sessions';

interface Entry {
  row: SessionRow;
  /** The cached row is used until then: its session's (or the impersonated-from one's) end, or the safety limit. */
  until: number;
}

/**
 * The sessions of tokens seen lately, so that an authenticated request does not ask the database
 * for its session each time. Every change or deletion of a session row, on any server instance
 * (sign-out, account switch, an admin's session ending its impersonations, a user removed), is
 * NOTIFYed by a trigger and forgets the rows it names here; the instance that made the change
 * forgets them at once too. While the LISTEN connection is down nothing is kept or used. An entry
 * lives at most `ttlMs` in any case.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  /** Bumped by every forget: a read of the database that began before one is not kept. */
  #generation = 0;

  constructor(
    private readonly listener: PgListener,
    private readonly ttlMs = 30_000,
    private readonly max = 20_000,
  ) {
    listener.on(SESSIONS_CHANNEL, (payload) => this.forget(payload.split(',').map(Number)));
    listener.onLost(() => this.clear());
    listener.onRestored(() => this.clear());
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The session of a token's hash, from here or from `find` (the database). */
  async find(
    tokenHash: string,
    find: (tokenHash: string) => Promise<SessionRow | undefined>,
  ): Promise<SessionRow | undefined> {
    const now = Date.now();
    const hit = this.#entries.get(tokenHash);
    if (hit && hit.until > now && this.listener.connected) return hit.row;
    if (hit) this.#entries.delete(tokenHash);
    const generation = this.#generation;
    const row = await find(tokenHash);
    if (row && this.listener.connected && generation === this.#generation) {
      const ends = Math.min(row.expiresAt.getTime(), row.parentExpiresAt?.getTime() ?? Infinity, now + this.ttlMs);
      if (this.#entries.size >= this.max) this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(tokenHash, { row, until: ends });
    }
    return row;
  }

  /** Forgets these sessions and the impersonation sessions opened from them. */
  forget(sessionIds: readonly number[]): void {
    this.#generation++;
    const gone = new Set(sessionIds);
    for (const [hash, { row }] of this.#entries) {
      if (gone.has(row.sessionId) || (row.impersonatorSessionId !== null && gone.has(row.impersonatorSessionId)))
        this.#entries.delete(hash);
    }
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The sessions of tokens seen lately: app.ts makes it for the auth plugin and decorates the app
     * with it, and this module's routes tell it of the sessions they end. Declared here, beside it,
     * so that whatever reaches the module (its index.ts) sees it.
     */
    sessionCache: SessionCache;
  }
}
