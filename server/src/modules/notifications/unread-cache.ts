import type { PgListener } from '../../db/listener';
import { LIVE_EVENTS_CHANNEL, parseNotification } from '../events';

/**
 * Each user's unread count, kept by the instance between the minute polls of their tabs (issue 12
 * §8: the hottest call). Whatever can change a count raises a live event for its user (a
 * notification sent, hidden or shown, one read in another tab, support's answer), and every live
 * event's NOTIFY, on any instance, makes this forget its users' counts; the instance that hid,
 * showed or marked read forgets at once. At most `ttlMs` in any case, and nothing while the LISTEN
 * connection is down.
 */
export class UnreadCountCache {
  readonly #counts = new Map<number, { n: number; until: number }>();
  /** Bumped by every forget: a count read before one is not kept. */
  #generation = 0;

  constructor(
    private readonly listener: PgListener,
    private readonly ttlMs = 60_000,
    private readonly max = 100_000,
  ) {
    listener.on(LIVE_EVENTS_CHANNEL, (payload) => this.forget(parseNotification(payload).map((p) => p.userId)));
    listener.onLost(() => this.clear());
    listener.onRestored(() => this.clear());
  }

  async get(userId: number, load: (userId: number) => Promise<number>): Promise<number> {
    const now = Date.now();
    const hit = this.#counts.get(userId);
    if (hit && hit.until > now && this.listener.connected) return hit.n;
    const generation = this.#generation;
    const n = await load(userId);
    if (this.listener.connected && generation === this.#generation) {
      if (this.#counts.size >= this.max) this.#counts.delete(this.#counts.keys().next().value!);
      this.#counts.set(userId, { n, until: now + this.ttlMs });
    }
    return n;
  }

  forget(userIds: readonly number[]): void {
    this.#generation++;
    for (const id of userIds) this.#counts.delete(id);
  }

  clear(): void {
    this.#generation++;
    this.#counts.clear();
  }
}

const instances = new WeakMap<PgListener, UnreadCountCache>();

/**
 * The unread counts of an app instance, one per LISTEN connection (one per app): the inbox's
 * routes read them, and the back office clears them when it hides or shows a notification,
 * whichever module asks first.
 */
export function unreadCountsOf(listener: PgListener): UnreadCountCache {
  let counts = instances.get(listener);
  if (!counts) instances.set(listener, (counts = new UnreadCountCache(listener)));
  return counts;
}
