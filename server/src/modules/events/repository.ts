import { lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { liveEvents } from '../../db/schema';

export interface StoredEvent {
  id: number;
  type: string;
  payload: unknown;
}
type Row = { id: string | number; user_id: number; type: string; payload: unknown };
const stored = (r: Omit<Row, 'user_id'>): StoredEvent => ({ id: Number(r.id), type: r.type, payload: r.payload });
/** Ids as one text parameter: the same on both drivers (PGlite and pg bind arrays differently). */
const idArray = (ids: readonly number[], type: 'int' | 'bigint') =>
  sql`string_to_array(${ids.join(',')}, ',')::${sql.raw(type)}[]`;

/** A query answering a column `user_id`: the users of a role, say. */
export type UsersQuery = SQL;

/** The queries of the live events (modules/events). */
export const eventsRepository = {
  /** A NOTIFY on `channel` with `text`, delivered at the caller's commit. */
  async notify(db: DbOrTx, channel: string, text: string): Promise<void> {
    await db.execute(sql`select pg_notify(${channel}, ${text})`);
  },

  /**
   * One row a user (of `userIds` and of the `alsoUsers` query, once each), and NOTIFYs on `channel`
   * naming the rows as `id:user` pairs, at most `perNotify` pairs each (rows grouped by id /
   * perNotify), in one statement: PostgreSQL delivers the notifications at the caller's commit and
   * drops them on rollback. Answers the rows' ids, ascending.
   */
  async insertAndNotify(
    db: DbOrTx,
    to: { userIds: readonly number[]; alsoUsers?: UsersQuery },
    type: string,
    payload: Record<string, unknown>,
    channel: string,
    perNotify: number,
  ): Promise<number[]> {
    const also = to.alsoUsers ? sql` union all select user_id from (${to.alsoUsers}) also` : sql``;
    const rows = await queryRows<{ ids: (string | number)[] }>(
      db,
      sql`with inserted as (
            insert into live_events (user_id, type, payload)
            select distinct user_id, ${type}, ${JSON.stringify(payload)}::jsonb
            from (select unnest(${idArray(to.userIds, 'int')}) as user_id${also}) recipients
            returning id, user_id
          )
          select array_agg(id) as ids, pg_notify(${channel}, string_agg(id || ':' || user_id, ','))
          from inserted group by id / ${perNotify}::int`,
    );
    return rows.flatMap((r) => r.ids.map(Number)).sort((a, b) => a - b);
  },

  /** The rows of these ids with their user, oldest first. */
  async byIds(db: DbOrTx, ids: readonly number[]): Promise<(StoredEvent & { userId: number })[]> {
    const rows = await queryRows<Row>(
      db,
      sql`select id, user_id, type, payload from live_events where id = any(${idArray(ids, 'bigint')}) order by id`,
    );
    return rows.map((r) => ({ ...stored(r), userId: r.user_id }));
  },

  /**
   * What a reconnect with Last-Event-ID `lastId` replays, oldest first (at most the last 1,000): the
   * user's events after it, and those of the `overlapSeconds` before it. Ids are taken when a
   * transaction writes its event, not when it commits: an event committed after a newer one has the
   * smaller id, and a client that had the newer one (and so asks from it) may have missed it while
   * it was reconnecting. The client drops the events of the overlap it had (web/src/shared/api/live-events.ts).
   */
  async replay(db: DbOrTx, userId: number, lastId: number, overlapSeconds: number): Promise<StoredEvent[]> {
    const rows = await queryRows<Row>(
      db,
      sql`with since as (
            select coalesce(min(e.id), ${lastId} + 1) as id
            from live_events last
            join live_events e on e.user_id = last.user_id
              and e.created_at >= last.created_at - make_interval(secs => ${overlapSeconds})
            where last.id = ${lastId} and last.user_id = ${userId}
          )
          select id, type, payload from (
            select e.id, e.type, e.payload from live_events e, since
            where e.user_id = ${userId} and e.id >= least(since.id, ${lastId} + 1)
            order by e.id desc limit 1000
          ) last order by id`,
    );
    return rows.map(stored);
  },

  /** The user's latest event id, 0 when none. */
  async latestId(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await queryRows<{ id: string | number | null }>(
      db,
      sql`select max(id) as id from live_events where user_id = ${userId}`,
    );
    return Number(row?.id ?? 0);
  },

  /** Which of these sessions still exist and have not expired. */
  async liveSessions(db: DbOrTx, sessionIds: readonly number[]): Promise<Set<number>> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from sessions where id = any(${idArray(sessionIds, 'int')}) and expires_at > now()`,
    );
    return new Set(rows.map((r) => r.id));
  },

  /** Deletes the events older than a day; answers how many. */
  async prune(db: DbOrTx): Promise<number> {
    const gone = await db
      .delete(liveEvents)
      .where(lt(liveEvents.createdAt, sql`now() - interval '1 day'`))
      .returning({ id: liveEvents.id });
    return gone.length;
  },
};
