import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam, pageQuery } from './envelope';
import { XLSX_MEDIA_TYPE } from './exports';

/** One run of the account data import (001 §2 Отчеты обновлений). */
export const updateReport = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  /** 0: updated; anything else: not updated, `exception` says why. */
  status: z.number().int(),
  exception: z.string().nullable(),
});
export type UpdateReport = z.infer<typeof updateReport>;
export const updateReportsQuery = z.object({ page: pageQuery });
export const UPDATE_REPORT_PAGE_SIZE = 20;
export const UPDATE_REPORT_SUCCESS = 0;
export const UPDATE_REPORT_FAILURE = 1;
/** What the import's file input offers: CSV and XLSX (the server reads the file by its content). */
export const importFileAccept = ['.csv', '.xlsx', 'text/csv', XLSX_MEDIA_TYPE].join(',');

/** The account data (students, employees) and the semester's timetable (issue 15 §1). */
export const importKinds = ['students', 'employees', 'timetable'] as const;
export type ImportKind = (typeof importKinds)[number];

/** What an admin may upload from the browser: the account data (the timetable stays `npm run import`). */
export const accountImportKinds = ['students', 'employees'] as const;
export type AccountImportKind = (typeof accountImportKinds)[number];
/** The largest import file the browser may upload (some 100,000 student rows of CSV). */
export const MAX_IMPORT_BYTES = 30 * 1024 * 1024;

const tally = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() });
/**
 * What a run did or would do: rows read; people and structure rows (institutes … groups, departments, posts) added,
 * changed and left.
 */
export const importCounts = z.object({
  rows: z.number().int(),
  people: tally,
  structure: tally,
  /** People who left with the run (its `left_at` column, or missing from a full file) and who came back (issue 33). */
  leavers: z.object({ left: z.number().int(), returned: z.number().int() }).optional(),
});
export type ImportCountsResult = z.infer<typeof importCounts>;

export const importRunStatuses = ['queued', 'running', 'done', 'failed'] as const;
/** An import applied from the browser, run by the job `imports.apply`; it ends in its update report. */
export const importRun = z.object({
  id: z.number().int(),
  kind: z.enum(accountImportKinds),
  file_name: z.string(),
  status: z.enum(importRunStatuses),
  created_at: z.string(),
  /** When done or failed: what it did (done) … */
  counts: importCounts.nullable(),
  /** … and its update report (failed: the report's exception says why, in Russian). */
  report: updateReport.nullable(),
});
export type ImportRun = z.infer<typeof importRun>;

/** The multipart fields of `POST /api/account/admin/import` besides the file. */
export const importUploadFields = z.object({
  kind: z.enum(accountImportKinds),
  dry_run: z.enum(['0', '1']),
  /**
   * `deactivate`: the file is full, so the people of its kind missing from it have left (issue 33);
   * `keep` (the default): they stay as they were.
   */
  missing: z.enum(['keep', 'deactivate']).optional(),
});
/**
 * A dry run answers `check` (the counts, or the row problems of a refused file; nothing changed,
 * no report); an apply answers `run`, queued.
 */
export const importAnswer = z.object({
  dry_run: z.boolean(),
  check: z.object({ ok: z.boolean(), counts: importCounts.nullable(), problems: z.array(z.string()) }).nullable(),
  run: importRun.nullable(),
});
export type ImportAnswer = z.infer<typeof importAnswer>;

/** A small employees file (one new employee, as CSV): the upload's example the authorization matrix sends. */
const EXAMPLE_EMPLOYEES_CSV_BASE64 =
  'ZXh0ZXJuYWxfaWQsc3VybmFtZSxuYW1lLGVtYWlsLGlzX3BwcyxkZXBhcnRtZW50LHBvc3Qsd29ya190eXBlCmVtcC1leGFtcGxlLNCf0YDQuNC' +
  '80LXRgNC+0LLQsCzQkNC90L3QsCxleGFtcGxlQGRlbW8ubG9jYWwsMCzQntGC0LTQtdC7INC60LDQtNGA0L7QsizQodC/0LXRhtC40LDQu9' +
  'C40YHRgizQntGB0L3QvtCy0L3QvtC1INC80LXRgdGC0L4g0YDQsNCx0L7RgtGLCg==';

/** The update reports of the account data import (001 §2), for admins. */
export const importEndpoints = {
  /** multipart: `kind` (students | employees), `dry_run` (1 | 0), `file` (CSV or XLSX). */
  upload: endpoint({
    name: 'uploadAccountImport',
    method: 'POST',
    path: '/api/account/admin/import',
    tag: 'Отчеты обновлений',
    summary:
      'Check (dry_run=1) or apply (dry_run=0, as a job) a students ' +
      'or employees file; multipart fields kind, dry_run, file',
    upload: {
      field: 'file',
      // An apply: the authorization matrix's admin then follows its run (id 1, GET …/import/:id).
      fields: { kind: 'employees', dry_run: '0' },
      example: { name: 'employees.csv', type: 'text/csv', base64: EXAMPLE_EMPLOYEES_CSV_BASE64 },
    },
    result: importAnswer,
  }),
  run: endpoint({
    name: 'getAccountImportRun',
    method: 'GET',
    path: '/api/account/admin/import/:id',
    tag: 'Отчеты обновлений',
    summary: 'An applied import: queued, running, done (with its update report) or failed',
    params: idParam,
    result: importRun,
    example: { params: { id: 1 } },
  }),
  updateReports: endpoint({
    name: 'listUpdateReports',
    method: 'GET',
    path: '/api/account/admin/report/update',
    tag: 'Отчеты обновлений',
    summary: 'A page of update reports, newest first',
    query: updateReportsQuery,
    result: updateReport,
    paged: true,
    example: { query: { page: 1 } },
  }),
};
