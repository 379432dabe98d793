import type { StatisticsRepository } from './repository';
import { unionOf, userBits, type UserBits } from './user-bits';

/** Days read in one statement when many are missing (the first year asked for after a start). */
const DAYS_A_STATEMENT = 31;

/**
 * Who signed in on each day, kept in memory a day at a time while the day's stamp
 * (`login_day_stamps`) stays the same: a range's users are its days' sets joined, so a range
 * costs its days' stamps and a union of bits, whatever its length, and a sign-in makes only its
 * own day be read again. The most recently used `maxDays` days are kept (three years: 8 MB at
 * 55,000 users).
 */
export function signInDays(repo: Pick<StatisticsRepository, 'dayStamps' | 'usersByDay'>, maxDays = 1500) {
  const kept = new Map<string, { stamp: string; users: Promise<UserBits> }>();
  // Missing days are read one statement after another, not all at once: the pool serves others meanwhile.
  let reading: Promise<unknown> = Promise.resolve();

  return {
    async usersSignedIn(start: string, end: string): Promise<UserBits> {
      const stamps = await repo.dayStamps(start, end);
      const missing = stamps.filter(({ day, stamp }) => kept.get(day)?.stamp !== stamp);
      for (let i = 0; i < missing.length; i += DAYS_A_STATEMENT) {
        const batch = missing.slice(i, i + DAYS_A_STATEMENT);
        const read = reading.then(() => repo.usersByDay(batch.map((d) => d.day)));
        reading = read.catch(() => undefined);
        for (const { day, stamp } of batch) {
          const users = read.then((rows) => userBits(rows.find((row) => row.day === day)?.users ?? []));
          kept.set(day, { stamp, users });
          // A failed read is not kept.
          users.catch(() => kept.get(day)?.users === users && kept.delete(day));
        }
      }
      const sets = stamps.map(({ day }) => {
        const entry = kept.get(day)!;
        // Most recently used last: a Map keeps insertion order.
        kept.delete(day);
        kept.set(day, entry);
        return entry.users;
      });
      while (kept.size > maxDays) kept.delete(kept.keys().next().value!);
      return unionOf(await Promise.all(sets));
    },
  };
}
