import {
  copyName,
  NOTIFICATION_PAGE_SIZE,
  type ManagedNotification,
  type ManagedNotificationItem,
  type PaginationMeta,
  type SendResult,
} from '@portal/contract';
import type { z } from 'zod';
import type { notificationBody } from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import { notFound, unprocessable } from '../../lib/http-error';
import { sanitizeRichText, shortText } from '../../lib/html';
import { offsetOf, pageMeta } from '../../lib/paging';
import type { Auth } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { countAudience } from '../audience';
import { publish } from '../events';
import { notifyRepository, recipientsOf, type ManagedRow } from './repository';
import { audienceOf, sendNotificationJob } from './deliver';
import { t } from '../../i18n';

type Body = z.output<typeof notificationBody>;

/**
 * A notification the portal writes itself and sends to an audience at once (a published poll's
 * «Новый опрос: …»), inside the caller's transaction: it is «sending» with the audience counted by
 * the caller, and the send job writes its recipients as for a manager's. Wake the job after the commit.
 */
export async function queueAudienceNotification(
  tx: DbOrTx,
  jobs: Jobs,
  n: { name: string; content: string; extraData: Record<string, unknown>; createdBy: number; total: number },
) {
  const content = sanitizeRichText(n.content);
  const id = await notifyRepository(tx).insert({
    name: n.name,
    content,
    shortContent: shortText(content),
    extraData: n.extraData,
    createdBy: n.createdBy,
  });
  await notifyRepository(tx).markSending(id, n.total);
  await jobs.send(sendNotificationJob, { id }, { tx });
  return id;
}

const item = (r: ManagedRow): ManagedNotificationItem => ({
  id: r.id,
  name: r.name,
  status: r.status,
  sent_at: r.sentAt?.toISOString() ?? null,
  is_hidden: r.isHidden,
  created_by:
    r.authorSurname === null
      ? null
      : { surname: r.authorSurname, name: r.authorName ?? '', patronymic: r.authorPatronymic },
  read: r.status === 'draft' ? null : { read: r.readCount, total: r.recipientsTotal ?? 0 },
  extra_data: r.extraData,
  created_at: r.createdAt.toISOString(),
});
const full = (r: ManagedRow): ManagedNotification => ({ ...item(r), content: r.content });

/** The stored form of a draft: sanitised content (001 §5, README decision 6) and its plain-text start. */
function draftValues(body: Body) {
  const content = sanitizeRichText(body.content);
  const short = shortText(content);
  if (!short) throw unprocessable(t('api:notify.required'), { content: [t('api:notify.required')] });
  return { name: body.name, content, shortContent: short, extraData: body.extra_data };
}

/**
 * `inboxesChanged`: told when inboxes changed here (hide, show), so that this instance's unread counts are asked again.
 */
export function notifyService(db: Db, jobs: Jobs, inboxesChanged: () => void = () => undefined) {
  const read = async (tx: DbOrTx, id: number) => {
    const row = await notifyRepository(tx).byId(id);
    if (!row) throw notFound(t('api:notify.notFound'));
    return row;
  };

  /** Hides or shows a sent notification: it leaves (or comes back to) every inbox at once. */
  const setHidden = async (auth: Auth, id: number, hidden: boolean, ip: string | null) => {
    const answer = await db.transaction(async (tx) => {
      await read(tx, id);
      if (!(await notifyRepository(tx).setHidden(id, hidden))) throw unprocessable(t('api:notify.notSent'));
      await recordAudit(tx, {
        actorUserId: auth.userId,
        action: hidden ? 'notification_hide' : 'notification_show',
        targetUserId: null,
        ip,
        details: { notification_id: id },
      });
      await publish(tx, { userIds: [], alsoUsers: recipientsOf(id), type: 'notifications.unread', payload: {} });
      return full(await read(tx, id));
    });
    inboxesChanged();
    return answer;
  };

  return {
    async list(page: number): Promise<{ items: ManagedNotificationItem[]; meta: PaginationMeta }> {
      const { rows, total } = await notifyRepository(db).page(
        NOTIFICATION_PAGE_SIZE,
        offsetOf(page, NOTIFICATION_PAGE_SIZE),
      );
      return { items: rows.map(item), meta: pageMeta(total, NOTIFICATION_PAGE_SIZE, page) };
    },

    get: async (id: number) => full(await read(db, id)),

    async create(auth: Auth, body: Body): Promise<ManagedNotification> {
      const id = await notifyRepository(db).insert({ ...draftValues(body), createdBy: auth.userId });
      return full(await read(db, id));
    },

    /** «Создать копию уведомления» (001 §4): a new draft «Копия …» of any notification, by the caller. */
    async copy(auth: Auth, id: number): Promise<ManagedNotification> {
      const row = await read(db, id);
      const copyId = await notifyRepository(db).insert({
        name: copyName(row.name),
        content: row.content,
        shortContent: shortText(row.content),
        extraData: row.extraData,
        createdBy: auth.userId,
      });
      return full(await read(db, copyId));
    },

    async update(id: number, body: Body): Promise<ManagedNotification> {
      const values = draftValues(body);
      await read(db, id);
      if (!(await notifyRepository(db).updateDraft(id, values))) throw unprocessable(t('api:notify.notDraft'));
      return full(await read(db, id));
    },

    /**
     * Sends a draft (001 §4): its audience is counted now and refused when empty; the notification
     * is «sending» and a job writes the recipients. Answers at once with the count.
     */
    async send(auth: Auth, id: number, ip: string | null): Promise<SendResult> {
      const row = await read(db, id);
      if (row.status !== 'draft') throw unprocessable(t('api:notify.notDraft'));
      const audience = audienceOf(row.extraData);
      if (!audience) throw unprocessable(t('api:notify.noAudience'), { extra_data: [t('api:notify.noAudience')] });
      const total = await countAudience(db, audience);
      if (total === 0)
        throw unprocessable(t('api:notify.audienceEmpty'), { extra_data: [t('api:notify.audienceEmpty')] });
      const sentAt = await db.transaction(async (tx) => {
        const at = await notifyRepository(tx).markSending(id, total);
        if (!at) throw unprocessable(t('api:notify.notDraft'));
        await recordAudit(tx, {
          actorUserId: auth.userId,
          action: 'notification_send',
          targetUserId: null,
          ip,
          details: { notification_id: id, total },
        });
        await jobs.send(sendNotificationJob, { id }, { tx });
        return at;
      });
      jobs.wake(sendNotificationJob);
      return { read: { read: 0, total }, sent_at: sentAt.toISOString() };
    },

    hide: (auth: Auth, id: number, ip: string | null) => setHidden(auth, id, true, ip),
    show: (auth: Auth, id: number, ip: string | null) => setHidden(auth, id, false, ip),
  };
}
export type NotifyService = ReturnType<typeof notifyService>;
