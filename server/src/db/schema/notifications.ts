import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MessageKind } from '@portal/contract';
import { users } from './users';

export type NotificationStatus = 'draft' | 'sending' | 'sent';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    shortContent: text('short_content').notNull(),
    status: text('status').$type<NotificationStatus>().notNull().default('draft'),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    extraData: jsonb('extra_data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The audience counted when it was sent, then the recipients written (the list's «read / total»). */
    recipientsTotal: integer('recipients_total'),
    /** To one user from the portal itself (support's answer): not the back office's to list or change. */
    personal: boolean('personal').notNull().default(false),
    /**
     * What kind of message it is for the person's channels (issue 32), from what it is about: a poll
     * to take, their timetable, an answer in their ticket or request, else the back office's notification.
     */
    kind: text('kind')
      .$type<MessageKind>()
      .notNull()
      .generatedAlwaysAs(
        sql`case when extra_data ? 'poll_uuid' then 'polls' when extra_data ? 'timetable' then 'timetable'
          when extra_data ?| array['ticket_id', 'request_id'] then 'answers' else 'notifications' end`,
      ),
    /** Sent, and its copies by e-mail and push not yet planned (modules/outreach takes it). */
    copiesDue: boolean('copies_due').notNull().default(false),
  },
  (t) => [
    index('notifications_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notifications_managed_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.personal}`),
    index('notifications_copies_due_idx')
      .on(t.id)
      .where(sql`${t.copiesDue}`),
  ],
);

export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.notificationId] }),
    // The unread counter every signed-in user asks for once a minute.
    index('notification_recipients_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notification_recipients_notification_idx').on(t.notificationId),
    // «read / total» of the back office's list: the read ones of a notification, counted from the index.
    index('notification_recipients_read_idx')
      .on(t.notificationId)
      .where(sql`${t.readAt} is not null`),
  ],
);
