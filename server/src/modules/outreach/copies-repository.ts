import { sql, type SQL } from 'drizzle-orm';
import type { Language, MessageKind } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
import {
  mailCopies,
  notificationRecipients as recipients,
  notifications,
  userPreferences,
  users,
} from '../../db/schema';
import { defaultKinds, wantsSql } from '../preferences';
import type { SentMessage } from './channel';

/** A message's copy is due this long after it came, unless it is read by then. */
export const COPY_DELAY_MINUTES = 10;
/** Copies queued by one statement (INSERT … SELECT over this many recipients in user id order). */
export const PLAN_BATCH = 20_000;
/** The daily digest's hour in the university's time zone (its job's schedule, and its day's cut). */
export const DIGEST_TIME = '18:00';
/** The messages one digest names at most (it says how many there are in all). */
export const DIGEST_MAX = 30;

/** A person who has not chosen one letter a day (no settings: each letter alone). */
const notDaily = (userId: SQL) =>
  sql`not exists (select 1 from ${userPreferences} d where d.user_id = ${userId} and d.email_mode = 'daily')`;

/** The moment a digest day's letter gathers up to: DIGEST_TIME of that day in `timeZone`. */
const digestCut = (day: SQL, timeZone: string) =>
  sql`((${day}::date + ${DIGEST_TIME}::time) at time zone ${timeZone}::text)`;

/** Where a person's digest of `day` begins: the cut of their previous digest, else a day before its own cut. */
const digestStart = (userId: SQL, day: SQL, timeZone: string) =>
  sql`coalesce(
    (select (max(prev.digest_day) + ${DIGEST_TIME}::time) at time zone ${timeZone}::text
     from ${mailCopies} prev where prev.user_id = ${userId} and prev.digest_day < ${day}::date),
    ${digestCut(day, timeZone)} - interval '24 hours')`;

/** A visible message still unread by the recipient row `r` of notification `n`. */
const unreadVisible = sql`r.read_at is null and n.status = 'sent' and not n.is_hidden`;

export interface CopyLetterRow {
  id: number;
  user_id: number;
  email: string;
  language: Language;
  notification_id: number;
  name: string;
  content: string;
  kind: MessageKind;
}

export interface DigestItemRow {
  id: number;
  name: string;
  content: string;
  short_content: string;
  kind: MessageKind;
  total: number;
}

export function copiesRepository(db: DbOrTx) {
  return {
    /**
     * Queues the copies of a sent message for its recipients who have not read it and want its kind
     * by e-mail, each letter alone (what `wantsSql` says, as a join: a batch's settings are read
     * once); due COPY_DELAY_MINUTES after it came. In batches of `batch` recipients, one statement
     * each; a copy queued already stays (`on conflict do nothing`).
     */
    async plan(message: SentMessage, batch = PLAN_BATCH): Promise<number> {
      // From the stored moment (microseconds), not the Date of it (milliseconds).
      const due = sql`coalesce((select sent_at from ${notifications} where id = ${message.id}),
        ${message.sentAt.toISOString()}::timestamptz) + make_interval(mins => ${COPY_DELAY_MINUTES})`;
      let after = 0;
      let queued = 0;
      for (;;) {
        const [row] = await queryRows<{ last: number | null; queued: number }>(
          db,
          sql`with batch as (
                select r.user_id, r.read_at from ${recipients} r
                where r.notification_id = ${message.id} and r.user_id > ${after}
                order by r.user_id limit ${batch}
              ), planned as (
                insert into ${mailCopies} (user_id, notification_id, due_at)
                select b.user_id, ${message.id}, ${due}
                from batch b left join ${userPreferences} p on p.user_id = b.user_id
                where b.read_at is null and coalesce(p.email_mode, 'each') = 'each'
                  and ${message.kind}::text = any(coalesce(p.email_kinds, ${sql.param(defaultKinds('email'))}::text[]))
                on conflict do nothing
                returning 1
              )
              select (select max(user_id) from batch) as last, (select count(*)::int from planned) as queued`,
        );
        if (!row || row.last === null) return queued;
        after = row.last;
        queued += row.queued;
      }
    },

    /** Whether any letter is due now (the sender's job is started then). */
    async anyDue(): Promise<boolean> {
      const rows = await queryRows(
        db,
        sql`select 1 from ${mailCopies} where state = 'queued' and due_at <= now() limit 1`,
      );
      return rows.length > 0;
    },

    /**
     * Claims up to `limit` due letters, oldest first: each counts an attempt and is held for
     * `leaseSeconds` (its due time pushed back), so that no other sender takes it meanwhile.
     */
    async claim(limit: number, leaseSeconds: number): Promise<number[]> {
      const rows = await queryRows<{ id: number | string }>(
        db,
        sql`with due as (
              select id from ${mailCopies} where state = 'queued' and due_at <= now()
              order by due_at, id limit ${limit} for update skip locked
            )
            update ${mailCopies} c set attempts = c.attempts + 1,
              due_at = now() + make_interval(secs => ${leaseSeconds}::double precision)
            from due where c.id = due.id returning c.id`,
      );
      return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    },

    /** Claimed letters not tried after all (the sender stopped): due again at once, the attempt not counted. */
    async release(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.execute(
        sql`update ${mailCopies} set due_at = now(), attempts = greatest(attempts - 1, 0)
            where id = any(${sql.param(ids)}::bigint[]) and state = 'queued'`,
      );
    },

    /** A claimed copy's letter, when it is still to be sent: the message visible, unread, its kind wanted by e-mail. */
    async copyLetter(id: number): Promise<CopyLetterRow | null> {
      const [row] = await queryRows<CopyLetterRow>(
        db,
        sql`select c.id::int as id, c.user_id, u.email, u.language, n.id as notification_id, n.name, n.content, n.kind
            from ${mailCopies} c
            join ${users} u on u.id = c.user_id
            join ${notifications} n on n.id = c.notification_id
            join ${recipients} r on r.user_id = c.user_id and r.notification_id = c.notification_id
            where c.id = ${id} and c.state = 'queued' and ${unreadVisible}
              and ${wantsSql('email', sql`c.user_id`, sql`n.kind`)} and ${notDaily(sql`c.user_id`)}`,
      );
      return row ?? null;
    },

    /** A claimed digest's person and day, when it is still queued. */
    async digestOf(id: number) {
      const [row] = await queryRows<{ user_id: number; email: string; language: Language; digest_day: string }>(
        db,
        sql`select c.user_id, u.email, u.language, c.digest_day::text as digest_day
            from ${mailCopies} c join ${users} u on u.id = c.user_id
            where c.id = ${id} and c.state = 'queued' and c.digest_day is not null`,
      );
      return row ?? null;
    },

    /** What a person's digest of `day` gathers, newest first: its day's messages still unread, of kinds they want. */
    async digestItems(userId: number, day: string, timeZone: string): Promise<DigestItemRow[]> {
      return queryRows<DigestItemRow>(
        db,
        sql`select n.id, n.name, n.content, n.short_content, n.kind, count(*) over ()::int as total
            from ${recipients} r join ${notifications} n on n.id = r.notification_id
            where r.user_id = ${userId} and ${unreadVisible}
              and n.sent_at > ${digestStart(sql`${userId}::int`, sql`${day}`, timeZone)}
              and n.sent_at <= ${digestCut(sql`${day}`, timeZone)}
              and ${wantsSql('email', sql`r.user_id`, sql`n.kind`)}
            order by n.sent_at desc, n.id desc limit ${DIGEST_MAX}`,
      );
    },

    /**
     * Queues the digest of `day` (a date in `timeZone`) for everyone in the daily mode who has
     * messages of their e-mail kinds unread since their last digest (or a day); due at once.
     */
    async queueDigests(day: string, timeZone: string): Promise<number> {
      const [row] = await queryRows<{ queued: number }>(
        db,
        sql`with queued as (
              insert into ${mailCopies} (user_id, digest_day, due_at)
              select p.user_id, ${day}::date, now() from ${userPreferences} p
              where p.email_mode = 'daily' and exists (
                select 1 from ${recipients} r join ${notifications} n on n.id = r.notification_id
                where r.user_id = p.user_id and ${unreadVisible} and n.kind = any(p.email_kinds)
                  and n.sent_at > ${digestStart(sql`p.user_id`, sql`${day}`, timeZone)}
                  and n.sent_at <= ${digestCut(sql`${day}`, timeZone)}
              )
              on conflict do nothing
              returning 1
            )
            select count(*)::int as queued from queued`,
      );
      return row?.queued ?? 0;
    },

    async markSent(id: number): Promise<void> {
      await db.execute(
        sql`update ${mailCopies} set state = 'sent', done_at = now(), last_error = null where id = ${id}`,
      );
    },

    async markSkipped(id: number): Promise<void> {
      await db.execute(sql`update ${mailCopies} set state = 'skipped', done_at = now() where id = ${id}`);
    },

    /**
     * A send that failed: tried again after `backoffSeconds` doubled for each attempt made, or
     * `failed` for good after `maxAttempts`.
     */
    async markFailed(id: number, error: string, maxAttempts: number, backoffSeconds: number): Promise<void> {
      await db.execute(
        sql`update ${mailCopies} set
              state = case when attempts >= ${maxAttempts} then 'failed' else 'queued' end,
              done_at = case when attempts >= ${maxAttempts} then now() end,
              due_at = now() + make_interval(secs => ${backoffSeconds}::double precision * 2 ^ (attempts - 1)),
              last_error = ${error.slice(0, 1000)}
            where id = ${id}`,
      );
    },
  };
}
