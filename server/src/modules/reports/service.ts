import { REPORT_STATUS, type PaginationMeta } from '@portal/contract';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/define';
import type { Jobs } from '../../jobs/jobs';
import { notFound, unprocessable } from '../../lib/http-error';
import { offsetOf, pageMeta } from '../../lib/paging';
import type { Auth } from '../../plugins/auth';
import type { FileStorage } from '../files';
import type { reportPayload } from './job';
import type { ReportKind } from './kind';
import { reportsRepository, type ReportRow } from './repository';
import { t } from '../../i18n';

/** A kind's reports (001 §2, §3): asked for, written by its job, listed, downloaded once ready. */
export function reportsService<Ref, Owner extends { id: number }, Row extends { user_id: number }, Answer>(
  db: Db,
  jobs: Jobs,
  kind: ReportKind<Ref, Owner, Row, Answer>,
  job: JobDefinition<typeof reportPayload>,
  storage: FileStorage,
) {
  const ownerOf = async (ref: Ref, call: 'list' | 'create' | 'download') => {
    const owner = await kind.owner(db, ref);
    if (!owner) throw notFound(kind.ownerNotFound(call));
    return owner;
  };
  const out = (owner: Owner) => (r: ReportRow) =>
    kind.answer(owner, { id: r.id, created_at: r.createdAt.toISOString(), status: r.status });

  return {
    async list(ref: Ref, page: number): Promise<{ items: Answer[]; meta: PaginationMeta }> {
      const owner = await ownerOf(ref, 'list');
      const { rows, total } = await reportsRepository(db).page(
        kind.name,
        owner.id,
        kind.pageSize,
        offsetOf(page, kind.pageSize),
      );
      return { items: rows.map(out(owner)), meta: pageMeta(total, kind.pageSize, page) };
    },

    async create(auth: Auth, ref: Ref): Promise<Answer> {
      const owner = await ownerOf(ref, 'create');
      const row = await db.transaction(async (tx) => {
        const inserted = await reportsRepository(tx).insert(kind.name, owner.id, auth.userId);
        await jobs.send(job, { report: inserted.id }, { tx });
        return inserted;
      });
      jobs.wake(job);
      return out(owner)(row);
    },

    /** The ready report's content; 404 for another owner's or an unknown one, 422 while it is written or failed. */
    async file(ref: Ref, reportId: number) {
      const owner = await ownerOf(ref, 'download');
      const row = await reportsRepository(db).ofOwner(kind.name, owner.id, reportId);
      if (!row) throw notFound(t('api:reports.notFound'));
      if (row.status !== REPORT_STATUS.ready || !row.fileHash)
        throw unprocessable(row.status === REPORT_STATUS.running ? t('api:reports.notReady') : t('api:reports.failed'));
      return { stream: storage.get(row.fileHash), size: row.fileSize, name: kind.fileName(owner, reportId) };
    },
  };
}
