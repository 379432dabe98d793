import type { Translation } from '@portal/contract';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  serviceNotAllowed: "This address is not a browser's push service",
  badKeys: 'The push subscription keys are not valid',
};
