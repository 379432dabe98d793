/**
 * The account data and timetable import: its routes and jobs, and the service the CLI, the seed and
 * tests run files through.
 */
export { importsModule } from './routes';
export { importService } from './service';
