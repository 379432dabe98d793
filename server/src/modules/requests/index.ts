/** Requests to service departments and students' questions. */
export { requestsModule } from './routes';
