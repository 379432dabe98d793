import { sql } from 'drizzle-orm';
import type { MessageKind } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
import { notifications, userPreferences, users } from '../../db/schema';
import { defaultKinds } from '../preferences';
import type { SentMessage } from './channel';

export function outreachRepository(db: DbOrTx) {
  return {
    /**
     * The oldest notification whose copies are due (not one of `passed`), its flag cleared, locked
     * until the caller's transaction ends: another instance's dispatcher skips it.
     */
    async takeDue(passed: number[]): Promise<SentMessage | null> {
      const [row] = await queryRows<{ id: number; kind: MessageKind; sent_at: string | Date }>(
        db,
        sql`with due as (
              select id from ${notifications}
              where copies_due and id <> all(${sql.param(passed)}::int[])
              order by id limit 1 for update skip locked
            )
            update ${notifications} n set copies_due = false from due where n.id = due.id
            returning n.id, n.kind, coalesce(n.sent_at, now()) as sent_at`,
      );
      return row ? { id: row.id, kind: row.kind, sentAt: new Date(row.sent_at) } : null;
    },

    /**
     * Turns off the letters of `kind` (every kind when null) for the user: their settings, made from
     * the defaults when they had none. False when there is no such user.
     */
    async unsubscribe(userId: number, kind: MessageKind | null): Promise<boolean> {
      const kept = kind === null ? [] : defaultKinds('email').filter((k) => k !== kind);
      const rows = await queryRows<{ user_id: number }>(
        db,
        sql`insert into ${userPreferences} (user_id, email_kinds, push_kinds)
            select id, ${sql.param(kept)}::text[], ${sql.param(defaultKinds('push'))}::text[]
            from ${users} where id = ${userId}
            on conflict (user_id) do update set
              email_kinds = case when ${kind}::text is null then '{}'::text[]
                            else array_remove(${userPreferences.emailKinds}, ${kind}::text) end,
              updated_at = now()
            returning user_id`,
      );
      return rows.length > 0;
    },
  };
}
