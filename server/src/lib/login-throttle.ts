import { setTimeout as wait } from 'node:timers/promises';

/**
 * Sign-in limits that nobody can turn against the owner of a login:
 * - a login and a client address together get `maxFailures` failed tries within the window; the
 *   next try of that pair is refused (429) until the window ends. Another address is not affected;
 * - an address gets `maxAddressFailures` failed tries across all logins within the window (password
 *   spraying: one common password against every e-mail), set far above one person's mistakes so
 *   that a campus behind one NAT signs in on a first day of term; then every try from it is refused
 *   until the window ends. An IPv6 client is counted by its /64 (`addressGroup`), which one
 *   household or host is given whole;
 * - across all addresses, a login with `maxFailures` or more failures in the window is slowed
 *   down instead of refused: each try waits 250 ms × 2^(failures − maxFailures), at most
 *   `maxDelayMs`, before its password is checked.
 * The failures live in a store every server instance shares (the database). A try whose password
 * is still being checked is held by its instance: it counts against the pair's and the address's
 * limits there, so a burst of parallel guesses gets no more than the limit, and a process that
 * stops mid-check leaves nothing behind that would refuse the owner afterwards.
 */
export interface LoginThrottle {
  /**
   * Called before the password is checked: answers the refusal when the pair or the address has no
   * tries left; otherwise holds a try and waits the login's delay, if any, and answers null. A held
   * try ends with `failed` or `succeeded`.
   */
  attempt(login: string, ip: string): Promise<ThrottleRefusal | null>;
  /** The password was wrong (or could not be checked): one more failure of the pair. */
  failed(login: string, ip: string): Promise<void>;
  /** The password was right: the pair starts afresh. */
  succeeded(login: string, ip: string): Promise<void>;
  /** The password was not checked (the server was too busy): the try counts for nothing. */
  abandoned(login: string, ip: string): void;
  /** Drops the counters whose window is over (the hourly cleanup). */
  prune(): Promise<void>;
}

export interface ThrottleRefusal {
  /** Which limit: this login from this address, or the address across logins. */
  scope: 'pair' | 'address';
  /** When to try again: the window's length (a refused client has no business knowing more). */
  retryAfterSeconds: number;
}

export interface LoginThrottleLimits {
  maxFailures: number;
  /** Failures of one address across logins; 0: no such limit. */
  maxAddressFailures: number;
  windowMs: number;
  maxDelayMs: number;
}

/** Where the failures are kept: one row per (login, address), a count and the start of its window. */
export interface LoginFailureStore {
  /**
   * The pair's failures in its current window (one begun after `since`), the login's failures
   * from other addresses in theirs (each address counted up to `cap`), and the address's failures
   * across all logins.
   */
  failures(
    login: string,
    ip: string,
    at: { since: Date; cap: number },
  ): Promise<{ pair: number; others: number; address: number }>;
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

/**
 * The address a client is counted by: an IPv4 address itself, an IPv6 one's /64 network (as inet
 * text, `2001:db8:1:2::/64`); an IPv4-mapped IPv6 address is its IPv4 one.
 */
export function addressGroup(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  return `${ipv6Hextets(ip)
    .slice(0, 4)
    .map((hextet) => hextet.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, an IPv4 tail as two groups). */
function ipv6Hextets(ip: string): number[] {
  let text = ip;
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').map((hextet) => parseInt(hextet, 16)) : []);
  const first = groups(head);
  if (tail === undefined) return first;
  const last = groups(tail);
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}

export function loginThrottle(
  store: LoginFailureStore,
  limits: LoginThrottleLimits,
  clock: Partial<ThrottleClock> = {},
): LoginThrottle {
  const { now, sleep } = { ...realClock, ...clock };
  const since = (t: number) => new Date(t - limits.windowMs);
  const retryAfterSeconds = Math.ceil(limits.windowMs / 1000);
  /** Tries of each pair, and of each address, whose password this instance is checking. */
  const held = new Map<string, number>();
  const pairKey = (login: string, ip: string) => `${login}\n${ip}`;
  const hold = (key: string) => held.set(key, (held.get(key) ?? 0) + 1);
  const release = (key: string) => {
    const left = (held.get(key) ?? 1) - 1;
    if (left > 0) held.set(key, left);
    else held.delete(key);
  };
  const releaseBoth = (login: string, ip: string) => {
    release(pairKey(login, ip));
    release(ip);
  };
  return {
    async attempt(login, ip) {
      const { pair, others, address } = await store.failures(login, ip, {
        since: since(now()),
        cap: limits.maxFailures,
      });
      // No await between these checks and the hold: parallel tries see each other.
      const key = pairKey(login, ip);
      if (pair + (held.get(key) ?? 0) >= limits.maxFailures) return { scope: 'pair', retryAfterSeconds };
      if (limits.maxAddressFailures > 0 && address + (held.get(ip) ?? 0) >= limits.maxAddressFailures) {
        return { scope: 'address', retryAfterSeconds };
      }
      hold(key);
      hold(ip);
      const delay = loginDelay(pair + others, limits);
      if (delay > 0) await sleep(delay);
      return null;
    },
    async failed(login, ip) {
      try {
        const t = now();
        await store.fail(login, ip, { now: new Date(t), since: since(t) });
      } finally {
        releaseBoth(login, ip);
      }
    },
    async succeeded(login, ip) {
      try {
        await store.clear(login, ip);
      } finally {
        releaseBoth(login, ip);
      }
    },
    abandoned: releaseBoth,
    prune: () => store.prune(since(now())),
  };
}
