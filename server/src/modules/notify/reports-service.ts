import {
  NOTIFICATION_REPORT_PAGE_SIZE,
  REPORT_STATUS,
  type NotificationReport,
  type PaginationMeta,
} from '@portal/contract';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/define';
import type { Jobs } from '../../jobs/jobs';
import { notFound, unprocessable } from '../../lib/http-error';
import { offsetOf, pageMeta } from '../../lib/paging';
import type { Auth } from '../../plugins/auth';
import type { FileStorage } from '../files';
import type { reportPayload } from './report';
import { notifyRepository } from './repository';
import { reportsRepository } from './reports-repository';
import { t } from '../../i18n';

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportsRepository>['insert']>>;
const out = (r: ReportRow): NotificationReport => ({
  id: r.id,
  created_at: r.createdAt.toISOString(),
  status: r.status,
});

/** The reports tab (001 §2): a report is written by a job; it is downloaded with the notification's rights. */
export function reportsService(db: Db, jobs: Jobs, job: JobDefinition<typeof reportPayload>, storage: FileStorage) {
  const notification = async (id: number) => {
    if (!(await notifyRepository(db).byId(id))) throw notFound(t('api:notify.notFound'));
  };

  return {
    async list(notificationId: number, page: number): Promise<{ items: NotificationReport[]; meta: PaginationMeta }> {
      await notification(notificationId);
      const { rows, total } = await reportsRepository(db).page(
        notificationId,
        NOTIFICATION_REPORT_PAGE_SIZE,
        offsetOf(page, NOTIFICATION_REPORT_PAGE_SIZE),
      );
      return { items: rows.map(out), meta: pageMeta(total, NOTIFICATION_REPORT_PAGE_SIZE, page) };
    },

    async create(auth: Auth, notificationId: number): Promise<NotificationReport> {
      await notification(notificationId);
      const row = await db.transaction(async (tx) => {
        const inserted = await reportsRepository(tx).insert(notificationId, auth.userId);
        await jobs.send(job, { report: inserted.id, notification: notificationId }, { tx });
        return inserted;
      });
      jobs.wake(job);
      return out(row);
    },

    /** The ready report's content; 404 for another notification's or an unknown one, 422 while it is written. */
    async file(notificationId: number, reportId: number) {
      const row = await reportsRepository(db).byId(notificationId, reportId);
      if (!row) throw notFound(t('api:notify.reportNotFound'));
      if (row.status !== REPORT_STATUS.ready || !row.fileHash)
        throw unprocessable(
          row.status === REPORT_STATUS.running ? t('api:notify.reportNotReady') : t('api:notify.reportFailed'),
        );
      return {
        stream: storage.get(row.fileHash),
        size: row.fileSize,
        name: `otchet-${notificationId}-${reportId}.xlsx`,
      };
    },
  };
}
