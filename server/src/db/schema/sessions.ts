import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AccountKey, Language } from '@portal/contract';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The admin user who opened this session by signing in as the user. */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The admin's own session an impersonation was opened from: the impersonation lives only as
     * long as it does (logout deletes it, and this one with it; the lookup refuses it once expired).
     */
    impersonatorSessionId: integer('impersonator_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
    /**
     * The account this session works in. It starts as the user's saved default; switching changes
     * it (and the saved default, unless the session is an impersonation). Authorization follows it.
     */
    accountKey: text('account_key').$type<AccountKey>(),
    accountId: integer('account_id'),
    /**
     * Opened with a temporary password (the user's `password_must_change`): every call but the
     * password change, the session's own and sign-out is refused until the change clears it.
     * Kept on the session so that the cached session row carries it (session-cache.ts).
     */
    passwordMustChange: boolean('password_must_change').notNull().default(false),
    /**
     * The user's language (issue 17), copied from `users` at sign-in and changed with it, so that
     * the cached session row carries the language every answer is written in.
     */
    language: text('language').$type<Language>().notNull().default('ru'),
    /** Where and with what it was opened (its line in «Настройки», issue 32). */
    userAgent: text('user_agent'),
    ip: inet('ip'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_impersonator_session_idx').on(t.impersonatorSessionId),
    check('sessions_language_check', sql`${t.language} in ('ru', 'en')`),
  ],
);

/**
 * When a session was last used, written at most every few minutes by the instance that saw it. A table of its
 * own: an update of `sessions` NOTIFYs every instance to forget the session (migration 0011).
 */
export const sessionsSeen = pgTable('sessions_seen', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-ins per login and client address, counted in a fixed window from the first one; in
 * the database so that every server instance sees the same counts (lib/login-throttle.ts).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    login: text('login').notNull(),
    ip: inet('ip').notNull(),
    failures: integer('failures').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.login, t.ip] }),
    index('login_failures_window_idx').on(t.windowStart),
    // An address's failures across logins (password spraying).
    index('login_failures_ip_idx').on(t.ip, t.windowStart),
  ],
);

export const loginEvents = pgTable(
  'login_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountKey: text('account_key').$type<AccountKey>(),
    accountId: integer('account_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    remember: boolean('remember').notNull().default(false),
  },
  (t) => [index('login_events_at_user_idx').on(t.at, t.userId), index('login_events_user_idx').on(t.userId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** An admin signed in as this user acted (the actor is the admin): «Иванов А. П. от имени Петровой М. С.». */
    onBehalfOfUserId: integer('on_behalf_of_user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: inet('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    // «Журнал действий» filtered by a person, as actor or as target, newest first.
    index('audit_log_actor_at_idx').on(t.actorUserId, t.at),
    index('audit_log_target_at_idx').on(t.targetUserId, t.at),
    index('audit_log_on_behalf_of_at_idx')
      .on(t.onBehalfOfUserId, t.at)
      .where(sql`${t.onBehalfOfUserId} is not null`),
  ],
);
