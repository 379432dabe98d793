/** Sign-in statistics and their export. */
export { statisticsModule } from './routes';
