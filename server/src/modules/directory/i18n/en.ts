import type { Translation } from '@portal/contract';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  studentNotFound: 'Student not found',
  employeeNotFound: 'Employee not found',
  adminNotFound: 'Administrator not found',
  funding: { true: 'State-funded', false: 'Self-funded' },
};
