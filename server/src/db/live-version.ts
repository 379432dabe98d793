import type { PgListener } from './listener';

/**
 * A database version counter (a one-row table that statement triggers bump, NOTIFYing `channel`
 * with the new number) kept in memory, so that a call asks the database for it only when this
 * instance does not know it: at first, and after the LISTEN connection was lost, since whatever
 * was notified meanwhile is lost too. A read that a notification overtook is not kept.
 */
export class LiveVersion {
  #known: number | null = null;
  /** Bumped by every notification and loss: a read begun before one is not kept. */
  #generation = 0;

  constructor(
    private readonly listener: PgListener,
    channel: string,
    private readonly read: () => Promise<number>,
  ) {
    listener.on(channel, (payload) => this.#set(Number(payload)));
    listener.onLost(() => this.#set(null));
    listener.onRestored(() => this.#set(null));
  }

  #set(version: number | null) {
    this.#generation++;
    this.#known = version !== null && Number.isSafeInteger(version) ? version : null;
  }

  /**
   * Forgets the number known: after a change this instance committed, so that its own next call
   * reads the new one at once instead of waiting for the NOTIFY (which follows the commit by a moment).
   */
  forget(): void {
    this.#set(null);
  }

  async current(): Promise<number> {
    if (this.#known !== null && this.listener.connected) return this.#known;
    const generation = this.#generation;
    const version = await this.read();
    if (generation === this.#generation && this.listener.connected) this.#known = version;
    return version;
  }
}
