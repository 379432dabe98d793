/**
 * The university's own links and texts (kept in the database, first from `UNIVERSITY_FILE`): the
 * routes, «Настройки университета», and the settings other modules read.
 */
export { universityModule, universitySettings } from './routes';
export { demoUniversity, infoOf, loadUniversityFile, timetableRulesOf } from './settings';
export type { CurrentSettings, UniversitySettingsStore } from './store';
