import { and, eq, inArray } from 'drizzle-orm';
import type { AccountImportKind, ImportCountsResult } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { importRuns, updateReports } from '../../db/schema';
import { reportColumns } from './reports-repository';

/** The imports applied from the browser (import_runs): the file until its job ends, then the outcome. */
export function importRunsRepository(db: DbOrTx) {
  return {
    async insert(values: { kind: AccountImportKind; fileName: string; content: Uint8Array; createdBy: number }) {
      const [row] = await db.insert(importRuns).values(values).returning({ id: importRuns.id });
      return row!.id;
    },

    /**
     * Takes a run that has not ended for its job (queued, or running when the job is tried again)
     * and answers it with its file; null when it has ended, so a repeated job does nothing.
     */
    async claim(id: number) {
      const [row] = await db
        .update(importRuns)
        .set({ status: 'running' })
        .where(and(eq(importRuns.id, id), inArray(importRuns.status, ['queued', 'running'])))
        .returning({ kind: importRuns.kind, fileName: importRuns.fileName, content: importRuns.content });
      return row ?? null;
    },

    /** Ends a run with its update report, and lets its file go. */
    async finish(id: number, outcome: { ok: boolean; reportId: number; counts: ImportCountsResult | null }) {
      await db
        .update(importRuns)
        .set({
          status: outcome.ok ? 'done' : 'failed',
          reportId: outcome.reportId,
          counts: outcome.counts,
          content: null,
        })
        .where(eq(importRuns.id, id));
    },

    /** A run as the screen follows it, with its report when it has one. */
    async byId(id: number) {
      const [row] = await db
        .select({
          id: importRuns.id,
          kind: importRuns.kind,
          fileName: importRuns.fileName,
          status: importRuns.status,
          createdAt: importRuns.createdAt,
          counts: importRuns.counts,
          report: reportColumns,
        })
        .from(importRuns)
        .leftJoin(updateReports, eq(updateReports.id, importRuns.reportId))
        .where(eq(importRuns.id, id));
      return row ?? null;
    },
  };
}
