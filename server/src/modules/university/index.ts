/**
 * The university's own links and texts (`UNIVERSITY_FILE` over the demo's): the routes, and the
 * settings other modules read.
 */
export { universityModule } from './routes';
export { demoUniversity, loadUniversitySettings, type UniversitySettings } from './settings';
