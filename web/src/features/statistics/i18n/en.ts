import type { Translation } from '@portal/contract/i18n';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  period: 'Period',
  periodDescription: 'Both days included',
  periodPlaceholder: 'Choose a period',
  presets: { week: 'Last 7 days', month: 'Last 30 days', currentMonth: 'This month', year: 'Last 365 days' },
  download: 'Download',
  downloadLabel: 'Download the statistics as an Excel file',
  downloadFailed: 'Could not download the statistics',
  chartTitle: 'Signed in, % of students',
  chartDescription:
    'Share of each institute’s students who signed in to the personal ' +
    'account during the period; institutes on the chart: {{count}}',
  tableTitle: 'Institutes and departments',
  columns: { name: 'Institute', total: 'Total', active: 'Signed in', percent: 'Students %' },
  sortBy: 'Sort by “{{column}}”',
  expand: 'Show departments: {{name}}',
  collapse: 'Hide departments: {{name}}',
  hideInstitute: 'Hide institute: {{name}}',
  showInstitute: 'Show institute: {{name}}',
  visibility: 'Visibility',
  hiddenMark: 'hidden',
  hiddenCount: 'Hidden institutes: {{count}}',
  showAll: 'Show all',
  hide: 'Hide',
  allHidden: 'All institutes are hidden',
  noKafedra: 'No departments',
  totalRow: 'Total',
  /** Under the name on a phone, where the two columns fold; it breaks only at the dot. */
  foldedCounts: 'Total\u00a0{{total}} · Signed\u00a0in\u00a0{{active}}',
  empty: 'No data',
  chooseRange: 'Choose the start and the end of the period',
  loadFailed: 'Could not load the statistics.',
};
