import type { Translation } from '@portal/contract/i18n';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  reset: 'Clear',
  nothingToChoose: 'No data',
  any: 'All',
  fields: {
    institutes: 'Institute',
    kafedra: 'Department',
    specialities: 'Specialty',
    profiles: 'Profile',
    courses: 'Year',
    groups: 'Group',
    edu_forms: 'Form of study',
    edu_levels: 'Level of education',
  },
  funding: 'Funding',
  fundingChoices: { all: 'All', budget: 'State-funded', paid: 'Self-funded' },
  studentsOfOption: ', students: ',
};
