import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { notificationRecipients as recipients, notifications } from '../db/schema';
import { sanitizeRichText, shortText } from '../lib/html';
import { audienceUsers } from '../modules/audience/repository';
import { notificationTexts } from './notification-texts';
import type { Random } from './random';
import type { University } from './structure';
import { notificationReports } from '../modules/notify/report';
import { writeReportNow } from '../modules/reports';
import type { FileStorage } from '../modules/files/storage';

/** Where the demo's notification reports are kept and how their times are shown. */
export interface DemoReports {
  storage: FileStorage;
  timeZone: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A moment in Moscow working hours (09:00–17:59), `daysAgo` days before `now`. */
function workingMoment(rng: Random, now: Date, daysAgo: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY);
  day.setUTCHours(6 + rng.int(0, 8), rng.int(0, 59), rng.int(0, 59), 0);
  return day;
}

/**
 * The sent notifications with their recipients, chosen by the same audience filter that is
 * stored in extra_data. Recipients are added with INSERT … SELECT; whether a recipient has read
 * one is a deterministic hash of the user id, more likely the older the notification is.
 */
export async function sendDemoNotifications(
  db: DbOrTx,
  rng: Random,
  uni: University,
  opts: { authorIds: readonly number[]; now: Date; demoUserIds: readonly number[]; reports?: DemoReports },
): Promise<{ notifications: number; recipients: number }> {
  const sentIds: { id: number; author: number }[] = [];
  for (const [index, text] of notificationTexts.entries()) {
    const { daysAgo } = text;
    const sentAt = daysAgo === null ? null : workingMoment(rng, opts.now, daysAgo);
    const filter = text.audience(uni);
    const content = sanitizeRichText(text.html(sentAt ?? opts.now));
    const [row] = await db
      .insert(notifications)
      .values({
        name: text.name,
        content,
        shortContent: shortText(content),
        status: sentAt ? 'sent' : 'draft',
        // The admin and the notification manager take turns.
        createdBy: opts.authorIds[index % opts.authorIds.length]!,
        isHidden: sentAt !== null && text.hidden === true,
        extraData: { filter },
        createdAt: new Date((sentAt ?? opts.now).getTime() - rng.int(1, 48) * HOUR),
        sentAt,
      })
      .returning({ id: notifications.id });
    if (!sentAt || daysAgo === null) continue;
    if (!text.hidden) sentIds.push({ id: row!.id, author: opts.authorIds[index % opts.authorIds.length]! });

    const salt = rng.int(0, 999_983);
    const readPermille = Math.round(Math.min(0.92, 0.3 + daysAgo * 0.025) * rng.float(0.85, 1.1) * 1000);
    // Read within three days of sending, and never in the future.
    const maxDelaySeconds = Math.max(60, Math.floor(Math.min(3 * DAY, opts.now.getTime() - sentAt.getTime()) / 1000));
    await db.execute(sql`
      insert into ${recipients} (notification_id, user_id, read_at)
      select ${row!.id}::int, a.user_id,
        case when mod(a.user_id::bigint * 7919 + ${salt}::bigint, 1000) < ${readPermille}::int
          then ${sentAt.toISOString()}::timestamptz + mod(a.user_id::bigint * 104729 + ${salt}::bigint,
          ${maxDelaySeconds}::bigint) * interval '1 second'
        end
      from (${audienceUsers(filter)}) a`);
    await db.execute(
      sql`update ${notifications} set recipients_total =
          (select count(*) from ${recipients} r where r.notification_id = ${row!.id}::int) where id = ${row!.id}::int`,
    );
  }
  await settleDemoInboxes(db, opts.demoUserIds);
  if (opts.reports) {
    // The first sent one of each author has a report ready to download (the tab «Отчет»).
    const firstOfEach = opts.authorIds
      .map((author) => sentIds.find((n) => n.author === author))
      .filter((n) => n !== undefined);
    for (const { id, author } of firstOfEach) {
      await writeReportNow(db, opts.reports, notificationReports, id, author);
    }
  }
  const [total] = await db.select({ n: count() }).from(recipients);
  return { notifications: notificationTexts.length, recipients: total?.n ?? 0 };
}

/**
 * Each demo user finds some read and some unread notifications: the newest half (at least three)
 * unread, the older ones read an hour and a half after they came.
 */
async function settleDemoInboxes(db: DbOrTx, userIds: readonly number[]) {
  if (!userIds.length) return;
  const rows = await db
    .select({ userId: recipients.userId, notificationId: recipients.notificationId })
    .from(recipients)
    .innerJoin(notifications, eq(notifications.id, recipients.notificationId))
    .where(and(inArray(recipients.userId, [...userIds]), eq(notifications.isHidden, false)))
    .orderBy(asc(recipients.userId), asc(notifications.sentAt), asc(notifications.id));
  const read: [number, number][] = [];
  const unread: [number, number][] = [];
  for (const userId of userIds) {
    const own = rows.filter((r) => r.userId === userId);
    const unreadCount = Math.min(own.length, Math.max(3, Math.round(own.length / 2)));
    own.forEach((r, i) => (i < own.length - unreadCount ? read : unread).push([userId, r.notificationId]));
  }
  const pairs = (list: [number, number][]) =>
    sql`(${recipients.userId}, ${recipients.notificationId}) in (${sql.join(
      list.map(([u, n]) => sql`(${u}::int, ${n}::int)`),
      sql`, `,
    )})`;
  if (read.length) {
    await db
      .update(recipients)
      .set({
        readAt: sql`(select ${notifications.sentAt} + interval '95 minutes' from ${notifications} where
            ${notifications.id} = ${recipients.notificationId})`,
      })
      .where(pairs(read));
  }
  if (unread.length) await db.update(recipients).set({ readAt: null }).where(pairs(unread));
}
