import { setTimeout as wait } from 'node:timers/promises';

/**
 * Sign-in limits that nobody can turn against the owner of a login:
 * - a login and a client address together get `maxFailures` failed tries within the window; the
 *   next try of that pair is refused (429) until the window ends. Another address, or another
 *   login from the same address (a campus behind one NAT), is not affected;
 * - across all addresses, a login with `maxFailures` or more failures in the window is slowed
 *   down instead of refused: each try waits 250 ms × 2^(failures − maxFailures), at most
 *   `maxDelayMs`, before its password is checked.
 * There is no per-address limit across logins: behind a NAT it would lock everyone out.
 * The counters live in a store every server instance shares (the database).
 */
export interface LoginThrottle {
  /**
   * Called before the password is checked: counts this try against the (login, address) pair and
   * answers false when the pair has no tries left; otherwise waits the login's delay, if any.
   */
  attempt(login: string, ip: string): Promise<boolean>;
  /** The password was right: the pair starts afresh. */
  succeeded(login: string, ip: string): Promise<void>;
  /** Drops the counters whose window is over (the hourly cleanup). */
  prune(): Promise<void>;
}

export interface LoginThrottleLimits {
  maxFailures: number;
  windowMs: number;
  maxDelayMs: number;
}

/** Where the counters are kept: one row per (login, address), a count and the start of its window. */
export interface LoginFailureStore {
  /**
   * Adds one try to the pair, in one statement so that parallel tries cannot slip past the limit;
   * a pair whose window began before `since` starts a new window at `now`. Answers the pair's tries
   * with this one, and the login's failures from other addresses whose window is current (each
   * address counted up to `cap`).
   */
  count(login: string, ip: string, at: { now: Date; since: Date; cap: number }): Promise<{ pair: number; others: number }>;
  clear(login: string, ip: string): Promise<void>;
  prune(before: Date): Promise<void>;
}

/** The first delay, doubled with each further failure of the login. */
export const FIRST_DELAY_MS = 250;

/** How long a try waits when the login has `failures` recent failures from all addresses. */
export function loginDelay(failures: number, limits: Pick<LoginThrottleLimits, 'maxFailures' | 'maxDelayMs'>): number {
  if (failures < limits.maxFailures) return 0;
  const steps = Math.min(failures - limits.maxFailures, 30); // 2^30 × 250 ms is far past any cap
  return Math.min(FIRST_DELAY_MS * 2 ** steps, limits.maxDelayMs);
}

export interface ThrottleClock {
  now(): number;
  sleep(ms: number): Promise<unknown>;
}

const realClock: ThrottleClock = { now: () => Date.now(), sleep: (ms) => wait(ms) };

export function loginThrottle(store: LoginFailureStore, limits: LoginThrottleLimits, clock: Partial<ThrottleClock> = {}): LoginThrottle {
  const { now, sleep } = { ...realClock, ...clock };
  const since = (t: number) => new Date(t - limits.windowMs);
  return {
    async attempt(login, ip) {
      const t = now();
      const { pair, others } = await store.count(login, ip, { now: new Date(t), since: since(t), cap: limits.maxFailures });
      // `pair` includes this try: the ones before it are the pair's failures so far.
      const before = pair - 1;
      if (before >= limits.maxFailures) return false;
      const delay = loginDelay(before + others, limits);
      if (delay > 0) await sleep(delay);
      return true;
    },
    succeeded: (login, ip) => store.clear(login, ip),
    prune: () => store.prune(since(now())),
  };
}
