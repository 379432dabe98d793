import type { Translation } from '@portal/contract';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  expired: 'File not found or expired. Create the export again.',
};
