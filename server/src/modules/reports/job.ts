import { z } from 'zod';
import { REPORT_STATUS } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { defineJob } from '../../jobs/define';
import { shownTimeFormat } from '../../lib/shown-time';
import { pipedWrite } from '../../lib/piped-write';
import type { FileStorage } from '../files';
import type { ReportKind } from './kind';
import { reportsRepository } from './repository';
import { writeSheet } from './sheet';

/**
 * A report's job names the report; its kind is the job's. (The jobs sent before the reports
 * shared one table named the owner too, `notification` or `poll`: such a payload still reads.)
 */
export const reportPayload = z.object({ report: z.number().int() });

/** Where a report's file is kept (the files' storage), and the zone its times are shown in. */
export interface ReportDeps {
  storage: FileStorage;
  timeZone: string;
}

/** Writes a report and keeps it in the file storage; a failure marks it failed (status 2). */
async function writeReport<Owner extends { id: number }, Row extends { user_id: number }>(
  db: DbOrTx,
  deps: ReportDeps,
  kind: ReportKind<never, Owner, Row, unknown>,
  reportId: number,
) {
  const repo = reportsRepository(db);
  const report = await repo.byId(kind.name, reportId);
  // Nothing to write: no such report, or a run before finished it (and died before the job was marked done).
  if (report?.status !== REPORT_STATUS.running) return;
  try {
    const sheet = await kind.sheet(db, report.ownerId, shownTimeFormat(deps.timeZone));
    const file = await pipedWrite(
      (into) => writeSheet(into, sheet),
      (content) => deps.storage.put(content),
    );
    await repo.finish(kind.name, reportId, file);
  } catch (err) {
    await repo.finish(kind.name, reportId, null);
    throw err;
  }
}

/** The job that writes a kind's reports: one try, up to 15 minutes (a large poll's answers). */
export function reportJob<Owner extends { id: number }, Row extends { user_id: number }>(
  kind: ReportKind<never, Owner, Row, unknown>,
  deps: ReportDeps,
) {
  return defineJob({
    name: kind.job,
    payload: reportPayload,
    expireInSeconds: 900,
    retryLimit: 0,
    handler: ({ report }, { db }) => writeReport(db, deps, kind, report),
  });
}

/** Asks for a report and writes it at once, without its job (the demo's ready reports). */
export async function writeReportNow<Owner extends { id: number }, Row extends { user_id: number }>(
  db: DbOrTx,
  deps: ReportDeps,
  kind: ReportKind<never, Owner, Row, unknown>,
  ownerId: number,
  createdBy: number,
) {
  const report = await reportsRepository(db).insert(kind.name, ownerId, createdBy);
  await writeReport(db, deps, kind, report.id);
}
