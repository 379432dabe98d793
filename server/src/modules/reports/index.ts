/**
 * Reports a job writes into an xlsx (issue 28): one table, one job, one set of calls for every
 * kind. A module that has reports defines its kind (`ReportKind`: whose they are, the sheet, the
 * file's name) and registers it with the contract's endpoints: `registerReports(app, options,
 * kind, endpoints)`. Its rows start with a person each: `personColumns` in its query, `personCells`
 * in its cells.
 */
export { registerReports, type ReportEndpoints } from './routes';
export { personCells, type ReportAnswer, type ReportKind, type ReportPerson, type ReportSheet } from './kind';
export { personColumns } from './repository';
export { writeReportNow, type ReportDeps } from './job';
export { removeOwnerReports, removeReportFiles } from './remove';
