import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit, { type LimitFunction } from 'p-limit';

export interface HashingLimits {
  /** argon2 computations at once in this process. */
  concurrency: number;
  /** Computations waiting for a turn; one more is refused (`HashingBusy`). */
  queue: number;
}

/** One core is left to everything else: health checks and signed-in users stay fast during a flood of sign-ins. */
export const defaultHashingConcurrency = () => Math.max(1, availableParallelism() - 1);

/**
 * A password could not be hashed now: the process's queue of them is full (a flood of sign-ins). The API answers 503
 * with Retry-After (plugins/errors.ts).
 */
export class HashingBusy extends Error {
  constructor() {
    super('password hashing queue is full');
  }
}

let limit: LimitFunction = pLimit(defaultHashingConcurrency());
let queueLimit = 64;

/** Sets the process's bounds (config `LOGIN_HASH_CONCURRENCY`, `LOGIN_HASH_QUEUE`), once at start. */
export function limitHashing(limits: HashingLimits) {
  limit = pLimit(limits.concurrency);
  queueLimit = limits.queue;
}

/** Whether a hash asked for now would be refused: a sign-in then answers 503 before it costs anything else. */
export const hashingSaturated = () => limit.pendingCount >= queueLimit;

/**
 * Each hash takes 19 MiB and tens of milliseconds of a core: unbounded, a few hundred parallel sign-ins would take
 * every core and slow the whole API down.
 */
function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (hashingSaturated()) return Promise.reject(new HashingBusy());
  return limit(work);
}

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string) => bounded(() => hash(password));

/** A fixed hash to verify against when the login is unknown, so timing does not tell which logins exist. */
let dummy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummy ??= hash('not-a-password');
    const known = await dummy;
    await bounded(() => verify(known, password).catch(() => false));
    return false;
  }
  return bounded(() => verify(passwordHash, password).catch(() => false));
}

/** Letters and digits that cannot be taken for one another when read aloud or copied by hand (no 0/O/o, 1/l/I). */
export const TEMPORARY_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const TEMPORARY_PASSWORD_LENGTH = 12;

/** A temporary password an admin hands over: 12 characters of 55, about 69 bits, uniformly random. */
export function temporaryPassword(): string {
  return Array.from(
    { length: TEMPORARY_PASSWORD_LENGTH },
    () => TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)],
  ).join('');
}
