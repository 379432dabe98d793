/**
 * People who left the university (issue 33): an admin's marking of one person and its undoing, the
 * retention job (the import marks leavers in bulk itself).
 */
export { leaversModule } from './routes';
export { leaversService, type LeaversService } from './service';
