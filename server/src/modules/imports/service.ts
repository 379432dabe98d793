import { basename } from 'node:path';
import {
  UPDATE_REPORT_FAILURE,
  UPDATE_REPORT_PAGE_SIZE,
  UPDATE_REPORT_SUCCESS,
  type ImportKind,
  type PaginationMeta,
  type UpdateReport,
} from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import { offsetOf, pageMeta } from '../../lib/paging';
import type { ImportCounts } from '../../lib/rows/counts';
import { employeeRow, formats, studentRow, type EmployeeRow, type StudentRow } from './formats';
import { importEmployees } from './import-employees';
import { importStudents } from './import-students';
import { failureText, ImportError } from '../../lib/rows/problems';
import { readTable } from './read-file';
import { importRepository } from './repository';
import { validateRows, type Table, type ValidRows } from '../../lib/rows/validate-rows';
import { importTimetable, timetableRow, type TimetableRow } from '../timetable';
import { demoTimetableRules, type TimetableRules } from '../../lib/academic-calendar';
import { todayIn } from '../../lib/days';
import { Deadline, DeadlineExceeded } from '../../lib/deadline';
import { isStatementTimeout, timeLimited } from '../../db/time-limit';

export type ValidTable =
  | { kind: 'students'; rows: ValidRows<StudentRow> }
  | { kind: 'employees'; rows: ValidRows<EmployeeRow> }
  | { kind: 'timetable'; rows: ValidRows<TimetableRow> };

/**
 * What the timetable import needs of the university: its rules, its time zone (today), where the portal is (the
 * notices' links).
 */
export interface TimetableSetup {
  rules: TimetableRules;
  timeZone: string;
  publicUrl: string;
  /** The moment the import runs at: now unless given (the demo's). */
  now?: Date;
}
const defaultSetup: TimetableSetup = {
  rules: demoTimetableRules,
  timeZone: 'Europe/Moscow',
  publicUrl: 'http://localhost:3000',
};

/** Checks a table's header and every row against its kind's format; throws ImportError. */
export function validateTable(kind: ImportKind, table: Table): ValidTable {
  switch (kind) {
    case 'students':
      return { kind, rows: validateRows(studentRow, table) };
    case 'employees':
      return { kind, rows: validateRows(employeeRow, table) };
    case 'timetable':
      return { kind, rows: validateRows(timetableRow, table) };
  }
}

/**
 * Writes valid rows inside the caller's transaction (the import's own, or the demo seed's): the
 * file's other checks and the database's come first, so a refused file changes nothing.
 */
export async function importValid(
  db: DbOrTx,
  valid: ValidTable,
  setup: TimetableSetup = defaultSetup,
  missing: MissingPeople = 'keep',
): Promise<ImportCounts> {
  if (valid.kind === 'timetable') {
    await importRepository(db).lock();
    const today = todayIn(setup.timeZone, setup.now);
    return importTimetable(db, valid.rows, { rules: setup.rules, today, publicUrl: setup.publicUrl });
  }
  const leaving = { missing, today: todayIn(setup.timeZone, setup.now), timeZone: setup.timeZone };
  const counts =
    valid.kind === 'students'
      ? await importStudents(db, valid.rows, leaving)
      : await importEmployees(db, valid.rows, leaving);
  await importRepository(db).analyze(valid.kind);
  return counts;
}

/**
 * «Студенты (students.csv)»: the kind in the language being spoken (the applying admin's) and where the rows came from.
 */
export const reportName = (kind: ImportKind, source: string) => `${formats[kind].title} (${source})`;

export interface ImportOutcome {
  name: string;
  ok: boolean;
  /** Null when the run failed. */
  counts: ImportCounts | null;
  /** Why it failed, as the report says it. */
  exception: string | null;
  /** A refused file's problems, one a line as the report lists them (empty when it was not the file's fault). */
  problems: readonly string[];
  /** The update report written (null for a dry run). */
  reportId: number | null;
  seconds: number;
}

/**
 * The people of a file's kind missing from it: `keep` (a partial file: they stay as they were) or
 * `deactivate` (a full file: they have left, issue 33). The timetable ignores it.
 */
export type MissingPeople = 'keep' | 'deactivate';

export type ImportFileOptions = { missing?: MissingPeople } & (
  | {
      dryRun?: false;
      /** Called in the transaction that writes the update report (an applied upload marks its run done with it). */
      onReport?: (tx: DbOrTx, reportId: number, outcome: Omit<ImportOutcome, 'reportId'>) => Promise<void>;
    }
  | {
      /** Checks and writes everything as a run would, then rolls it all back; no update report. */
      dryRun: true;
      /**
       * How long the dry run may take, reading the file included; unset: as long as it takes. At the limit it stops
       * (its transaction rolled back) and importFile throws DryRunTimedOut.
       */
      timeLimitMs?: number;
    }
);

/** Thrown inside a dry run's transaction to roll back what the run wrote. */
class DryRunRollback extends Error {
  constructor(readonly counts: ImportCounts) {
    super('dry run');
  }
}

/** A dry run stopped at its time limit: rolled back, nothing changed, no verdict on the file. */
export class DryRunTimedOut extends Error {
  constructor(readonly ms: number) {
    super(`the dry run took longer than ${ms} ms`);
  }
}

/** The update report of a run; written after (and outside) the run's transaction. Answers its id. */
export async function saveReport(
  db: DbOrTx,
  kind: ImportKind,
  name: string,
  counts: ImportCounts | null,
  exception: string | null,
  rows = counts?.rows ?? 0,
): Promise<number> {
  return importRepository(db).insertReport({
    name,
    kind,
    status: counts ? UPDATE_REPORT_SUCCESS : UPDATE_REPORT_FAILURE,
    exception: counts ? null : exception,
    rows,
    created: counts?.created ?? 0,
    updated: counts?.updated ?? 0,
  });
}

/** An update report as the API answers it. */
export const reportOut = ({
  createdAt,
  ...r
}: Omit<UpdateReport, 'created_at'> & { createdAt: Date }): UpdateReport => ({
  ...r,
  created_at: createdAt.toISOString(),
});

export interface ImportLog {
  error: (obj: object, msg?: string) => void;
}

export function importService(db: Db, log?: ImportLog, timetable: TimetableSetup = defaultSetup) {
  const repo = importRepository(db);
  return {
    /**
     * Imports a file in one transaction, all of it or nothing, and writes its update report
     * whatever the outcome. A dry run is the same run rolled back at its end, without a report:
     * its counts are what the run would do now; one past its time limit throws DryRunTimedOut.
     */
    async importFile(
      kind: ImportKind,
      fileName: string,
      bytes: Uint8Array,
      options: ImportFileOptions = {},
    ): Promise<ImportOutcome> {
      const name = reportName(kind, basename(fileName));
      const started = performance.now();
      const deadline = options.dryRun && options.timeLimitMs !== undefined ? new Deadline(options.timeLimitMs) : null;
      let counts: ImportCounts | null = null;
      let exception: string | null = null;
      let problems: readonly string[] = [];
      let rows = 0;
      const run = async () => {
        const table = await readTable(bytes);
        rows = table.rows.length;
        deadline?.check();
        const valid = validateTable(kind, table);
        deadline?.check();
        return db.transaction(async (tx) => {
          // A bounded dry run's statements each check the deadline; PostgreSQL also cancels one running past it.
          const done = await importValid(
            deadline ? await timeLimited(tx, deadline) : tx,
            valid,
            timetable,
            options.missing,
          );
          if (options.dryRun) throw new DryRunRollback(done);
          return done;
        });
      };
      try {
        // The caller is answered at the deadline even when a step is stuck (waiting for the database, reading a big
        // book); the run's next statement then fails the deadline's check and rolls its transaction back.
        counts = await (deadline ? deadline.race(run()) : run());
      } catch (err) {
        if (err instanceof DryRunRollback) counts = err.counts;
        else if (deadline && (err instanceof DeadlineExceeded || isStatementTimeout(err))) {
          throw new DryRunTimedOut(deadline.ms);
        } else {
          // A refused file is the file's fault; anything else is ours and goes to the log.
          if (err instanceof ImportError) problems = err.problems;
          else log?.error({ err }, 'import failed');
          exception = failureText(err);
        }
      }
      const outcome = {
        name,
        ok: counts !== null,
        counts,
        exception,
        problems,
        seconds: Math.round((performance.now() - started) / 10) / 100,
      };
      if (options.dryRun) return { ...outcome, reportId: null };
      const reportId = await db.transaction(async (tx) => {
        const id = await saveReport(tx, kind, name, counts, exception, rows);
        await options.onReport?.(tx, id, outcome);
        return id;
      });
      return { ...outcome, reportId };
    },

    /** Update reports, newest first (001 §2 Отчеты обновлений). */
    async reports(page: number): Promise<{ items: UpdateReport[]; meta: PaginationMeta }> {
      const { rows, total } = await repo.reportsPage(UPDATE_REPORT_PAGE_SIZE, offsetOf(page, UPDATE_REPORT_PAGE_SIZE));
      return {
        items: rows.map(reportOut),
        meta: pageMeta(total, UPDATE_REPORT_PAGE_SIZE, page),
      };
    },
  };
}
export type ImportService = ReturnType<typeof importService>;
