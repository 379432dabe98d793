import { POLL_REPORT_PAGE_SIZE, REPORT_STATUS, type PaginationMeta, type PollReport } from '@portal/contract';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/define';
import type { Jobs } from '../../jobs/jobs';
import { notFound, unprocessable } from '../../lib/http-error';
import { offsetOf, pageMeta } from '../../lib/paging';
import type { Auth } from '../../plugins/auth';
import type { FileStorage } from '../files';
import type { pollReportPayload } from './report';
import { pollsRepository } from './repository';
import { pollReportsRepository } from './reports-repository';
import { t } from '../../i18n';

type ReportRow = Awaited<ReturnType<ReturnType<typeof pollReportsRepository>['insert']>>;

/** The poll reports (001 §2 «Poll reports»): written by a job, downloaded with the editor's rights. */
export function pollReportsService(
  db: Db,
  jobs: Jobs,
  job: JobDefinition<typeof pollReportPayload>,
  storage: FileStorage,
) {
  const pollOf = async (ref: number | string) => {
    const row = await pollsRepository(db).byRef(ref);
    if (!row) throw notFound(t('api:polls.notFound'));
    return row;
  };
  const out =
    (uuid: string) =>
    (r: ReportRow): PollReport => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      status: r.status,
      file: r.status === REPORT_STATUS.ready ? `/api/polls/${uuid}/reports/${r.id}` : null,
    });

  return {
    async list(ref: number | string, page: number): Promise<{ items: PollReport[]; meta: PaginationMeta }> {
      const poll = await pollOf(ref);
      const { rows, total } = await pollReportsRepository(db).page(
        poll.id,
        POLL_REPORT_PAGE_SIZE,
        offsetOf(page, POLL_REPORT_PAGE_SIZE),
      );
      return { items: rows.map(out(poll.uuid)), meta: pageMeta(total, POLL_REPORT_PAGE_SIZE, page) };
    },

    async generate(auth: Auth, ref: number | string): Promise<PollReport> {
      const poll = await pollOf(ref);
      const row = await db.transaction(async (tx) => {
        const inserted = await pollReportsRepository(tx).insert(poll.id, auth.userId);
        await jobs.send(job, { report: inserted.id, poll: poll.id }, { tx });
        return inserted;
      });
      jobs.wake(job);
      return out(poll.uuid)(row);
    },

    /** The ready report's content; 404 for another poll's or an unknown one, 422 while it is written. */
    async file(ref: number | string, reportId: number) {
      const poll = await pollOf(ref);
      const row = await pollReportsRepository(db).byId(poll.id, reportId);
      if (!row) throw notFound(t('api:pollReports.notFound'));
      if (row.status !== REPORT_STATUS.ready || !row.fileHash)
        throw unprocessable(
          row.status === REPORT_STATUS.running ? t('api:pollReports.notReady') : t('api:pollReports.failed'),
        );
      return {
        stream: storage.get(row.fileHash),
        size: row.fileSize,
        name: `opros-${poll.id}-otchet-${reportId}.xlsx`,
      };
    },
  };
}
