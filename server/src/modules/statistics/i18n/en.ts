import type { Translation } from '@portal/contract';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  sheet: 'Sign-in statistics',
  header: ['Institute / department', 'Total', 'Signed in', 'Students %'],
  period: 'Period: {{start}} — {{end}}',
  fileName: 'Sign-in statistics {{start}} — {{end}}.xlsx',
};
