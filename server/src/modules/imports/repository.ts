import { sql } from 'drizzle-orm';
import type { ImportKind } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { StructureTally } from '../../lib/rows/counts';
import { accountsRepository } from './accounts-repository';
import { leaversRepository } from './leavers-repository';
import { importReportsRepository } from './reports-repository';
import { staffStructureRepository, studyStructureRepository } from './structure-repository';

export type { EmployeeValues, StudentValues, UserValues, WorkValues } from './accounts-repository';

/** An arbitrary key for the advisory lock that lets one import run at a time. */
const IMPORT_LOCK = 7_262_012;

/**
 * The only code of the import that queries. Writes go in multi-row statements, never one per row
 * (bulk-repository.ts). Put together from the users and accounts (accounts-repository.ts), the
 * structure upserts of each kind of file (structure-repository.ts) and the reports (reports-repository.ts).
 */
export function importRepository(db: DbOrTx) {
  const structure = new StructureTally();
  return {
    /** The structure rows this repository's upserts named: added, changed, left. */
    get structure() {
      return structure.counts;
    },

    /**
     * Fresh statistics for the planner after an import: after thousands of new rows its old
     * estimates (or none, on a new database) make it pick plans that scan whole tables for a search.
     */
    async analyze(kind: Exclude<ImportKind, 'timetable'>) {
      await db.execute(
        kind === 'students' ? sql`analyze users, students, groups` : sql`analyze users, employees, employee_works`,
      );
    },

    /** Called first in an import's transaction: a second import waits until this one ends. */
    async lock() {
      await db.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    },

    ...accountsRepository(db),
    ...studyStructureRepository(db, structure),
    ...staffStructureRepository(db, structure),
    ...importReportsRepository(db),
    ...leaversRepository(db),
  };
}
export type ImportRepository = ReturnType<typeof importRepository>;
