/** Polls: the routes and jobs, and the repository the test factories write a poll with. */
export { pollsModule } from './routes';
export { pollsRepository } from './repository';
