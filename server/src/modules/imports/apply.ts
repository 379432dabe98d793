import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type ImportCountsResult } from '@portal/contract';
import type { Db } from '../../db/client';
import { speak } from '../../i18n';
import { defineJob } from '../../jobs/define';
import type { ImportCounts } from '../../lib/rows/counts';
import { failureText } from '../../lib/rows/problems';
import { importRunsRepository } from './runs-repository';
import { importService, reportName, saveReport, type MissingPeople } from './service';

/** How many times a run whose process failed is tried again before it is reported failed. */
const RETRY_LIMIT = 2;

export const countsResult = (c: ImportCounts): ImportCountsResult => ({
  rows: c.rows,
  people: { created: c.created, updated: c.updated, unchanged: c.unchanged },
  structure: c.structure ?? { created: 0, updated: 0, unchanged: 0 },
  ...(c.leavers && { leavers: c.leavers }),
});

/**
 * Runs an import applied from the browser, as `npm run import` does (importService.importFile),
 * its run marked done or failed in the transaction that writes its update report. Idempotent: a
 * run that has ended is left alone; one whose process died mid-way is imported again (the import
 * writes only what differs, so a run that had committed reports its people unchanged).
 */
export async function applyImportRun(
  db: Db,
  log: FastifyBaseLogger,
  id: number,
  retryCount: number,
  missing: MissingPeople = 'keep',
): Promise<void> {
  const runs = importRunsRepository(db);
  const run = await runs.claim(id);
  if (!run?.content) return;
  try {
    await importService(db, log).importFile(run.kind, run.fileName, run.content, {
      missing,
      onReport: (tx, reportId, outcome) =>
        importRunsRepository(tx).finish(id, {
          ok: outcome.ok,
          reportId,
          counts: outcome.counts && countsResult(outcome.counts),
        }),
    });
  } catch (err) {
    // The report itself could not be written: tried again, and after the last try failed for good.
    if (retryCount >= RETRY_LIMIT) {
      await db.transaction(async (tx) => {
        const reportId = await saveReport(tx, run.kind, reportName(run.kind, run.fileName), null, failureText(err));
        await importRunsRepository(tx).finish(id, { ok: false, reportId, counts: null });
      });
    }
    throw err;
  }
}

/** `language`: the applying admin's, which the report is written in (a job queued before there was one: Russian). */
export const applyPayload = z.object({
  run: z.number().int().min(1),
  language: z.enum(LANGUAGES).optional(),
  /** A full file: the people of its kind missing from it have left (issue 33). */
  missing: z.enum(['keep', 'deactivate']).optional(),
});

/** imports.apply: one run of the import from the browser; at most one runs at a time (the import's lock). */
export const applyImportJob = defineJob({
  name: 'imports.apply',
  payload: applyPayload,
  // 50,000 rows take seconds; a big XLSX on a busy machine a few minutes.
  expireInSeconds: 1800,
  retryLimit: RETRY_LIMIT,
  handler: ({ run, language, missing }, { db, log, job }) =>
    speak(language ?? DEFAULT_LANGUAGE, () => applyImportRun(db, log, run, job.retryCount, missing)),
});
