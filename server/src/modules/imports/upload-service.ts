import type { ImportAnswer, ImportRun } from '@portal/contract';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import { currentLanguage, t } from '../../i18n';
import type { Config } from '../../config';
import { notFound, unprocessable } from '../../lib/http-error';
import { DryRunTimedOut, importService, reportOut, type ImportLog } from './service';
import { applyImportJob, countsResult } from './apply';
import { importRunsRepository } from './runs-repository';
import type { ImportUpload } from './upload';

/** `+(…).toFixed(3)`: 45 for 45 s, 0.05 for a test's 50 ms. */
const seconds = (ms: number) => +(ms / 1000).toFixed(3);

/**
 * The import from the browser (issue 16 §7), the CLI's code: a dry run is importFile rolled back
 * (no report) within `limits.dryRunLimitMs` (read at each dry run), an apply is kept as a run for the
 * job imports.apply, which writes the report.
 */
export function importUploadService(db: Db, jobs: Jobs, log: ImportLog, limits: Config['imports']) {
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
        // The dry run holds this request and a transaction: past its limit it is stopped and rolled back.
        const limitMs = limits.dryRunLimitMs;
        let outcome;
        try {
          outcome = await service.importFile(upload.kind, upload.fileName, upload.bytes, {
            dryRun: true,
            timeLimitMs: limitMs,
            missing: upload.missing,
          });
        } catch (err) {
          if (err instanceof DryRunTimedOut) {
            throw unprocessable(t('imports:upload.dryRunTimedOut', { seconds: seconds(limitMs) }));
          }
          throw err;
        }
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
        await jobs.send(
          applyImportJob,
          { run: inserted, language: currentLanguage(), missing: upload.missing },
          { tx },
        );
        return inserted;
      });
      jobs.wake(applyImportJob);
      return { dry_run: false, check: null, run: await run(id) };
    },

    run,
  };
}
