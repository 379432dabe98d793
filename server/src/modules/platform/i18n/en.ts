import type { Translation } from '@portal/contract';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  databaseDown: 'The database is unavailable',
  stopping: 'The server is stopping, try again',
  metricsTokenNeeded: 'The monitoring token is needed: Authorization: Bearer METRICS_TOKEN',
};
