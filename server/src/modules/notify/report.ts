import { NOTIFICATION_REPORT_PAGE_SIZE, type NotificationReport } from '@portal/contract';
import { personCells, type ReportKind } from '../reports';
import { notifyRepository, type ManagedRow } from './repository';
import { reportRecipients, type ReportRecipient } from './reports-repository';
import { t } from '../../i18n';

/**
 * The recipients of a notification as an xlsx (issue 12 §5; the tab «Отчет», 001 §2): full name,
 * e-mail, group or department, read or not, when. Downloaded with the notification's rights.
 */
export const notificationReports: ReportKind<number, ManagedRow, ReportRecipient, NotificationReport> = {
  name: 'notification',
  job: 'notifications.report',
  pageSize: NOTIFICATION_REPORT_PAGE_SIZE,
  owner: (db, id) => notifyRepository(db).byId(id),
  // A download has always said only that its report is not found.
  ownerNotFound: (call) => (call === 'download' ? t('api:reports.notFound') : t('api:notify.notFound')),
  fileName: (notification, reportId) => `otchet-${notification.id}-${reportId}.xlsx`,
  answer: (_notification, report) => report,
  sheet: async (db, notificationId, shown) => ({
    name: t('api:notify.reportSheet'),
    widths: [40, 32, 36, 12, 18],
    header: [...t('api:notify.reportHeader', { returnObjects: true })],
    page: (after, limit) => reportRecipients(db, notificationId, after, limit),
    cells: (r) => {
      const readAt = r.read_at ? new Date(r.read_at) : null;
      return [...personCells(r), readAt ? t('api:notify.yes') : t('api:notify.no'), readAt ? shown(readAt) : ''];
    },
  }),
};
