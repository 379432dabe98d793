import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { EmailMode, LowVisionSettings, MessageKind } from '@portal/contract';
import { notifications } from './notifications';
import { sessions } from './sessions';
import { users } from './users';

/**
 * A person's own settings (issue 32), a row once they change one: the kinds of message that also
 * come by e-mail and by push, the e-mail's mode, the low-vision version. The language stays in
 * `users` (the sessions copy it). Without a row: DEFAULT_CHANNELS of the contract, each letter alone.
 */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailKinds: text('email_kinds').array().$type<MessageKind[]>().notNull(),
    pushKinds: text('push_kinds').array().$type<MessageKind[]>().notNull(),
    emailMode: text('email_mode').$type<EmailMode>().notNull().default('each'),
    lowVision: jsonb('low_vision').$type<LowVisionSettings>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_preferences_email_mode_check', sql`${t.emailMode} in ('each', 'daily')`)],
);

/**
 * A device's push subscription (Push API): one per endpoint, of the session that made it, so that
 * the device stops getting the person's messages when that session ends (sign-out, ended from
 * «Настройки», expired).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId), index('push_subscriptions_session_idx').on(t.sessionId)],
);

export type MailCopyState = 'queued' | 'sent' | 'skipped' | 'failed';

/**
 * The letters to send (issue 32 §2): a copy of one notification to one recipient, due 10 minutes
 * after it came, or a recipient's daily digest (`notification_id` null, `digest_day` set). The sender
 * claims due ones at the configured pace; a letter is queued once (the unique indexes) and sent once.
 */
export const mailCopies = pgTable(
  'mail_copies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id').references(() => notifications.id, { onDelete: 'cascade' }),
    digestDay: date('digest_day'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    state: text('state').$type<MailCopyState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_copies_notification_user_idx')
      .on(t.notificationId, t.userId)
      .where(sql`${t.notificationId} is not null`),
    uniqueIndex('mail_copies_digest_idx')
      .on(t.userId, t.digestDay)
      .where(sql`${t.digestDay} is not null`),
    index('mail_copies_due_idx')
      .on(t.dueAt)
      .where(sql`${t.state} = 'queued'`),
    index('mail_copies_user_idx').on(t.userId),
    check('mail_copies_state_check', sql`${t.state} in ('queued', 'sent', 'skipped', 'failed')`),
    check('mail_copies_what_check', sql`(${t.notificationId} is null) <> (${t.digestDay} is null)`),
  ],
);
