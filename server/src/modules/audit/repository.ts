import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { dayStart } from '../../db/day-start';
import { searchKey } from '../../db/search-text';

export type AuditValues = typeof auditLog.$inferInsert;

/** What the log is filtered by; every field optional. */
export interface AuditFilter {
  action?: string;
  /** The user as actor, target, or the one an admin acted on behalf of. */
  userId?: number;
  /**
   * Lower-cased words with ё written е, made safe for LIKE: each the start of a part of the same person's full name.
   */
  nameWords?: string[];
  /** Calendar days, `YYYY-MM-DD`, both included, in `timeZone`. */
  from?: string;
  to?: string;
  timeZone: string;
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');
const onBehalfOf = alias(users, 'on_behalf_of');

/**
 * « фамилия имя отчество», lower-cased, ё as е and hyphens as spaces, after a space: a word of a
 * search matches the start of any part of the name (`like '% word%'`).
 */
const searchableName = sql`' ' ||
    translate(${searchKey(sql`${users.surname} || ' ' || ${users.name} || ' ' || coalesce(${users.patronymic}, '')`)},
    '-', ' ')`;
type NameColumns = { surname: PgColumn; name: PgColumn; patronymic: PgColumn };
const fullName = (u: NameColumns) => sql<string>`concat_ws(' ', ${u.surname}, ${u.name}, nullif(${u.patronymic}, ''))`;

function conditions(f: AuditFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.userId !== undefined) {
    const id = f.userId;
    where.push(or(...[auditLog.actorUserId, auditLog.targetUserId, auditLog.onBehalfOfUserId].map((c) => eq(c, id))));
  }
  if (f.nameWords?.length) {
    // The users whose name has every word: a small set the log's rows are checked against.
    const named = sql`(select ${users.id} from ${users} where
        ${and(...f.nameWords.map((w) => sql`${searchableName} like ${`% ${w}%`}`))})`;
    where.push(
      or(
        inArray(auditLog.actorUserId, named),
        inArray(auditLog.targetUserId, named),
        inArray(auditLog.onBehalfOfUserId, named),
      ),
    );
  }
  if (f.from) where.push(sql`${auditLog.at} >= ${dayStart(f.from, f.timeZone)}`);
  if (f.to) where.push(sql`${auditLog.at} < ${dayStart(f.to, f.timeZone, 1)}`);
  return and(...where);
}

/** The only code of the audit log that queries: writing an entry, and reading pages of them. */
export function auditRepository(db: DbOrTx) {
  return {
    async insert(values: AuditValues) {
      await db.insert(auditLog).values(values);
    },

    /** A page of entries, newest first, with the names of their actor and target. */
    async page(filter: AuditFilter, limit: number, offset: number) {
      const where = conditions(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            at: auditLog.at,
            action: auditLog.action,
            actorId: actor.id,
            actorName: fullName(actor),
            targetId: target.id,
            targetName: fullName(target),
            onBehalfOfId: onBehalfOf.id,
            onBehalfOfName: fullName(onBehalfOf),
            ip: sql<string | null>`host(${auditLog.ip})`,
            details: auditLog.details,
          })
          .from(auditLog)
          .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
          .leftJoin(target, eq(target.id, auditLog.targetUserId))
          .leftJoin(onBehalfOf, eq(onBehalfOf.id, auditLog.onBehalfOfUserId))
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
