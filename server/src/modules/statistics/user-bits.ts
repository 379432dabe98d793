/** A set of user ids as a bit per id: a day's sign-ins of 50,000 students is 7 KB. */
export type UserBits = Uint32Array;

export function userBits(users: readonly number[]): UserBits {
  let max = 0;
  for (const user of users) if (user > max) max = user;
  const bits = new Uint32Array((max >>> 5) + 1);
  for (const user of users) bits[user >>> 5]! |= 1 << (user & 31);
  return bits;
}

export const hasUser = (bits: UserBits, user: number) =>
  user >>> 5 < bits.length && (bits[user >>> 5]! & (1 << (user & 31))) !== 0;

/** The users of any of the sets. */
export function unionOf(sets: readonly UserBits[]): UserBits {
  let length = 0;
  for (const set of sets) length = Math.max(length, set.length);
  const union = new Uint32Array(length);
  for (const set of sets) for (let i = 0; i < set.length; i++) union[i]! |= set[i]!;
  return union;
}
