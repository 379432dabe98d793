import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { MessageKind } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { notificationRecipients, notifications, pushSubscriptions, sessions } from '../../db/schema';
import { wantsSql } from '../preferences';

/** A subscription a message goes to. */
export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A sent notification as a push message tells it. */
export interface PushNotification {
  id: number;
  name: string;
  shortContent: string;
  content: string;
  kind: MessageKind;
  /** How many it went to (null: a personal one, to a few). */
  recipients: number | null;
}

/** Up to this many recipients, their subscriptions are found from them; past it, from the subscriptions. */
const FEW_RECIPIENTS = 2000;

export function pushRepository(db: DbOrTx) {
  const ps = pushSubscriptions;
  const nr = notificationRecipients;

  /**
   * The subscriptions a notification goes to, by id from `after` on: those of its recipients who
   * have not read it and want its kind by push, made in a session that has not expired. A message
   * to a few is found from its recipients; one to many walks the subscriptions in id order, each
   * looked up among the recipients by their key, so that a page costs its own rows and no more
   * (the planner knows nothing yet of a notification just sent to thousands).
   */
  const targets = (
    n: Pick<PushNotification, 'id' | 'kind' | 'recipients'>,
    after: number,
    limit: number,
    only?: number[],
  ) => {
    const unread = and(eq(nr.userId, ps.userId), eq(nr.notificationId, n.id), isNull(nr.readAt));
    const conditions = and(
      gt(ps.id, after),
      only && sql`${ps.id} = any(${sql.param(only)}::int[])`,
      or(isNull(ps.sessionId), gt(sessions.expiresAt, sql`now()`)),
      wantsSql('push', sql`${ps.userId}`, sql`${n.kind}::text`),
    );
    const columns = { id: ps.id, endpoint: ps.endpoint, p256dh: ps.p256dh, auth: ps.auth };
    const query =
      (n.recipients ?? 0) <= FEW_RECIPIENTS
        ? db
            .select(columns)
            .from(ps)
            .innerJoin(nr, unread)
            .leftJoin(sessions, eq(sessions.id, ps.sessionId))
            .where(conditions)
        : db
            .select(columns)
            .from(ps)
            .leftJoin(sessions, eq(sessions.id, ps.sessionId))
            // A scalar subquery is never made a join: the recipient's row is looked up for each subscription.
            .where(and(conditions, sql`(select ${nr.readAt} is null from ${nr} where ${unread})`));
    return query.orderBy(asc(ps.id)).limit(limit);
  };

  return {
    /**
     * This device's subscription, now the user's of this session (a device signed in by another
     * person moves to them); the session's earlier one (the browser subscribed anew) goes.
     */
    async subscribe(s: { userId: number; sessionId: number; endpoint: string; p256dh: string; auth: string }) {
      await db.delete(ps).where(and(eq(ps.sessionId, s.sessionId), ne(ps.endpoint, s.endpoint)));
      await db
        .insert(ps)
        .values(s)
        .onConflictDoUpdate({
          target: ps.endpoint,
          set: { userId: s.userId, sessionId: s.sessionId, p256dh: s.p256dh, auth: s.auth, createdAt: sql`now()` },
          // The same again (a browser that says so at each start) writes nothing.
          setWhere: sql`(${ps.userId}, ${ps.sessionId}, ${ps.p256dh}, ${ps.auth}) is distinct from
            (excluded.user_id, excluded.session_id, excluded.p256dh, excluded.auth)`,
        });
    },

    /** Removes the user's own subscription of `endpoint` (another user's stays). */
    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      await db.delete(ps).where(and(eq(ps.userId, userId), eq(ps.endpoint, endpoint)));
    },

    /** A subscription the push service says is gone (404, 410): unless it was made anew meanwhile. */
    async forget(target: PushTarget): Promise<void> {
      await db
        .delete(ps)
        .where(and(eq(ps.id, target.id), eq(ps.endpoint, target.endpoint), eq(ps.p256dh, target.p256dh)));
    },

    /** The notification, while sent and not hidden. */
    async notification(id: number): Promise<PushNotification | undefined> {
      const [row] = await db
        .select({
          id: notifications.id,
          name: notifications.name,
          shortContent: notifications.shortContent,
          content: notifications.content,
          kind: notifications.kind,
          recipients: notifications.recipientsTotal,
        })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.status, 'sent'), eq(notifications.isHidden, false)));
      return row;
    },

    /** Whether the notification goes to any subscription at all. */
    async hasTargets(notificationId: number, kind: MessageKind): Promise<boolean> {
      const [row] = await db
        .select({ recipients: notifications.recipientsTotal })
        .from(notifications)
        .where(eq(notifications.id, notificationId));
      return row !== undefined && (await targets({ id: notificationId, kind, ...row }, 0, 1)).length > 0;
    },

    /** A page of its subscriptions after id `after` (of `only` these, when given), by id. */
    targets,
  };
}
