/**
 * The timetable: its routes, and the import of a timetable file (the imports module runs it) with
 * the row format it checks.
 */
export { timetableModule } from './routes';
export { importTimetable, type TimetableImportOptions } from './import';
export { parseDay, timetableRow, type TimetableRow } from './import-format';
