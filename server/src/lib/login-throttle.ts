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
 * The failures live in a store every server instance shares (the database). A try whose password
 * is still being checked is held by its instance: it counts against the pair's limit there, so a
 * burst of parallel guesses gets no more than the limit, and a process that stops mid-check
 * leaves nothing behind that would refuse the owner afterwards.
 */
export interface LoginThrottle {
  /**
   * Called before the password is checked: answers false when the pair has no tries left;
   * otherwise holds a try of the pair and waits the login's delay, if any. A held try ends with
   * `failed` or `succeeded`.
   */
  attempt(login: string, ip: string): Promise<boolean>;
  /** The password was wrong (or could not be checked): one more failure of the pair. */
  failed(login: string, ip: string): Promise<void>;
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

/** Where the failures are kept: one row per (login, address), a count and the start of its window. */
export interface LoginFailureStore {
  /**
   * The pair's failures in its current window (one begun after `since`), and the login's failures
   * from other addresses in theirs (each address counted up to `cap`).
   */
  failures(login: string, ip: string, at: { since: Date; cap: number }): Promise<{ pair: number; others: number }>;
  /** One more failure of the pair, in one statement; a window begun before `since` starts anew at `now`. */
  fail(login: string, ip: string, at: { now: Date; since: Date }): Promise<void>;
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

export function loginThrottle(
  store: LoginFailureStore,
  limits: LoginThrottleLimits,
  clock: Partial<ThrottleClock> = {},
): LoginThrottle {
  const { now, sleep } = { ...realClock, ...clock };
  const since = (t: number) => new Date(t - limits.windowMs);
  /** Tries of each pair whose password this instance is checking. */
  const held = new Map<string, number>();
  const pairKey = (login: string, ip: string) => `${login}\n${ip}`;
  const release = (key: string) => {
    const left = (held.get(key) ?? 1) - 1;
    if (left > 0) held.set(key, left);
    else held.delete(key);
  };
  return {
    async attempt(login, ip) {
      const { pair, others } = await store.failures(login, ip, { since: since(now()), cap: limits.maxFailures });
      // No await between this check and the hold: parallel tries of the pair see each other.
      const key = pairKey(login, ip);
      const holding = held.get(key) ?? 0;
      if (pair + holding >= limits.maxFailures) return false;
      held.set(key, holding + 1);
      const delay = loginDelay(pair + others, limits);
      if (delay > 0) await sleep(delay);
      return true;
    },
    async failed(login, ip) {
      try {
        const t = now();
        await store.fail(login, ip, { now: new Date(t), since: since(t) });
      } finally {
        release(pairKey(login, ip));
      }
    },
    async succeeded(login, ip) {
      try {
        await store.clear(login, ip);
      } finally {
        release(pairKey(login, ip));
      }
    },
    prune: () => store.prune(since(now())),
  };
}
