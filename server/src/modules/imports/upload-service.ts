import type { ImportAnswer, ImportRun } from '@portal/contract';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import { currentLanguage, t } from '../../i18n';
import { notFound } from '../../lib/http-error';
import { importService, reportOut, type ImportLog } from './service';
import { applyImportJob, countsResult } from './apply';
import { importRunsRepository } from './runs-repository';
import type { ImportUpload } from './upload';

/**
 * The import from the browser (issue 16 §7), the CLI's code: a dry run is importFile rolled back
 * (no report), an apply is kept as a run for the job imports.apply, which writes the report.
 */
export function importUploadService(db: Db, jobs: Jobs, log: ImportLog) {
  const service = importService(db, log);
  const runs = importRunsRepository(db);

  async function run(id: number): Promise<ImportRun> {
    const row = await runs.byId(id);
    if (!row) throw notFound(t('imports:upload.runNotFound'));
    return {
      id: row.id,
      kind: row.kind,
      file_name: row.fileName,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      counts: row.counts,
      report: row.report && reportOut(row.report),
    };
  }

  return {
    async upload(userId: number, upload: ImportUpload): Promise<ImportAnswer> {
      if (upload.dryRun) {
        const outcome = await service.importFile(upload.kind, upload.fileName, upload.bytes, { dryRun: true });
        return {
          dry_run: true,
          check: {
            ok: outcome.ok,
            counts: outcome.counts && countsResult(outcome.counts),
            problems: outcome.problems.length ? [...outcome.problems] : outcome.exception ? [outcome.exception] : [],
          },
          run: null,
        };
      }
      const id = await db.transaction(async (tx) => {
        const inserted = await importRunsRepository(tx).insert({
          kind: upload.kind,
          fileName: upload.fileName,
          content: upload.bytes,
          createdBy: userId,
        });
        // The report is written later, in the language of the admin who applied the file.
        await jobs.send(applyImportJob, { run: inserted, language: currentLanguage() }, { tx });
        return inserted;
      });
      jobs.wake(applyImportJob);
      return { dry_run: false, check: null, run: await run(id) };
    },

    run,
  };
}
