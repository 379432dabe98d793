/** Support tickets: the user's dialog, the admins' desk and the auto-close job. */
export { ticketsModule } from './routes';
