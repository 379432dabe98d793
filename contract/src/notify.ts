import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam, idText, pageNumber, pageQuery, safeText } from './envelope';
import { audienceFilter } from './audience';
import { personName } from './directory';
import { XLSX_MEDIA_TYPE } from './exports';
import { ru as api } from './i18n/api/ru';
import { said } from './i18n/current';

/**
 * The notifications back office (001): managers write a notification, pick its audience, send it
 * to everyone in the audience at that moment, and read reports of who has read it. Callers: admin
 * accounts and employees holding notification_manager (README decision 1).
 */

/** Notification states (001 §4): draft → sending → sent. */
export const notificationStatuses = ['draft', 'sending', 'sent'] as const;
export const notificationStatus = z.enum(notificationStatuses);
export type NotificationStatusKey = z.infer<typeof notificationStatus>;
/** How the list shows a status (001 §9). */
export const notificationStatusNames: Record<NotificationStatusKey, string> = api.notifyStatus;

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_REPORT_PAGE_SIZE = 20;
export const NOTIFICATION_NAME_MAX = 255;
/** The longest content, in characters of its HTML. */
export const NOTIFICATION_CONTENT_MAX = 50_000;
/** The prefix of a copy's name (001 §4). */
export const NOTIFICATION_COPY_PREFIX = 'Копия';

/**
 * A copy's name: «Копия …» cut to the name's limit (a long name's copy is not refused), never
 * between the halves of a character outside the BMP.
 */
export function copyName(name: string): string {
  const whole = `${NOTIFICATION_COPY_PREFIX} ${name}`;
  if (whole.length <= NOTIFICATION_NAME_MAX) return whole;
  let cut = whole.slice(0, NOTIFICATION_NAME_MAX);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd();
}

export const notifyStrings = api.notify;

/** `extra_data` of a notification: its audience (other keys are kept as they came). */
export const notificationExtraData = z.looseObject({ filter: audienceFilter.optional() });

export const readCount = z.object({ read: z.number().int(), total: z.number().int() });
export type ReadCount = z.infer<typeof readCount>;

/** A notification as the back office shows one (001 §3). Dates are ISO 8601. */
export const managedNotification = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  status: notificationStatus,
  sent_at: z.string().nullable(),
  is_hidden: z.boolean(),
  created_by: personName.nullable(),
  /** Null for a draft (the list shows a dash). */
  read: readCount.nullable(),
  extra_data: notificationExtraData.nullable(),
  created_at: z.string(),
});
export type ManagedNotification = z.infer<typeof managedNotification>;

/** The list's row: the notification without its content. */
export const managedNotificationItem = managedNotification.omit({ content: true });
export type ManagedNotificationItem = z.infer<typeof managedNotificationItem>;

/** Create and update (001 §7): name and content are required (trimmed), the audience is extra_data.filter. */
export const notificationBody = z.object({
  name: safeText(NOTIFICATION_NAME_MAX)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, { error: said('notify.required') })),
  content: safeText(NOTIFICATION_CONTENT_MAX).pipe(
    z
      .string()
      .trim()
      .min(1, { error: said('notify.required') }),
  ),
  /** Only a draft is written this way; sending is its own call. */
  status: z.literal('draft').default('draft'),
  extra_data: notificationExtraData.nullable().default(null),
});
export type NotificationBody = z.input<typeof notificationBody>;

export const notificationListBody = z.object({ page: pageNumber }).default({ page: 1 });

/** The send call's answer (001 §7): the audience counted at that moment, none read yet. */
export const sendResult = z.object({ read: readCount, sent_at: z.string() });
export type SendResult = z.infer<typeof sendResult>;

/** Report states (001 §3): 1 in progress, otherwise ready (2: failed). */
export const REPORT_STATUS = { running: 1, failed: 2, ready: 3 } as const;
export const notificationReport = z.object({
  id: z.number().int(),
  created_at: z.string(),
  status: z.number().int(),
});
export type NotificationReport = z.infer<typeof notificationReport>;

export const reportParams = z.object({ id: idText, reportId: idText });

const tag = 'Уведомления: управление';
const example = { params: { id: 1 } };
const draftExample = {
  name: 'Собрание старост',
  content: '<p>В пятницу в 15:00, ауд. 101.</p>',
  extra_data: { filter: { type: 'student' as const, data: { groups: [1] } } },
};

export const notifyEndpoints = {
  list: endpoint({
    name: 'listNotifications',
    reads: true,
    method: 'POST',
    path: '/api/notifications',
    tag,
    summary: 'A page of notifications, newest first',
    body: notificationListBody,
    result: managedNotificationItem,
    paged: true,
    example: { body: { page: 1 } },
  }),
  get: endpoint({
    name: 'getNotification',
    method: 'GET',
    path: '/api/notifications/:id',
    tag,
    summary: 'A notification with its content and audience',
    params: idParam,
    result: managedNotification,
    example,
  }),
  create: endpoint({
    name: 'createNotification',
    method: 'POST',
    path: '/api/notifications/create',
    tag,
    summary: 'A new draft',
    body: notificationBody,
    result: managedNotification,
    example: { body: draftExample },
  }),
  update: endpoint({
    name: 'updateNotification',
    method: 'POST',
    path: '/api/notifications/:id/update',
    tag,
    summary: 'Change a draft',
    params: idParam,
    body: notificationBody,
    result: managedNotification,
    example: { params: { id: 1 }, body: draftExample },
  }),
  send: endpoint({
    name: 'sendNotification',
    method: 'POST',
    path: '/api/notifications/:id/send',
    tag,
    summary: 'Send a draft to its audience as it is now (refused when it is empty)',
    params: idParam,
    result: sendResult,
  }),
  copy: endpoint({
    name: 'copyNotification',
    method: 'POST',
    path: '/api/notifications/:id/copy',
    tag,
    summary: 'A new draft «Копия …» with the same content and audience (the name cut to its limit)',
    params: idParam,
    result: managedNotification,
    example,
  }),
  hide: endpoint({
    name: 'hideNotification',
    method: 'POST',
    path: '/api/notifications/:id/hide',
    tag,
    summary: 'Take a sent notification out of every inbox',
    params: idParam,
    result: managedNotification,
  }),
  show: endpoint({
    name: 'showNotification',
    method: 'POST',
    path: '/api/notifications/:id/show',
    tag,
    summary: 'Put a hidden notification back',
    params: idParam,
    result: managedNotification,
  }),
  reports: endpoint({
    name: 'listNotificationReports',
    method: 'GET',
    path: '/api/notifications/:id/reports',
    tag,
    summary: 'The reports of a notification, newest first',
    params: idParam,
    query: z.object({ page: pageQuery }),
    result: notificationReport,
    paged: true,
    example: { params: { id: 1 }, query: { page: 1 } },
  }),
  createReport: endpoint({
    name: 'createNotificationReport',
    method: 'POST',
    path: '/api/notifications/:id/report',
    tag,
    summary: 'Start an xlsx report of the recipients',
    params: idParam,
    result: notificationReport,
  }),
  downloadReport: endpoint({
    name: 'downloadNotificationReport',
    method: 'GET',
    path: '/api/notifications/:id/reports/:reportId',
    tag,
    summary: 'The report: full name, e-mail, group or department, read, when',
    params: reportParams,
    file: XLSX_MEDIA_TYPE,
  }),
};
