import type { Translation } from '@portal/contract/i18n';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  updateReports: {
    title: 'Update reports',
    updated: 'Updated',
    notUpdated: 'Not updated',
    updatedAt: 'Updated on',
    error: 'Error',
    empty: 'No updates yet',
    loadFailed: 'Error. Please contact the developers.',
  },
  upload: {
    title: 'Upload a file',
    intro: 'A CSV (UTF-8) or XLSX file in the import format. Check it first: no data changes until you press “Upload”.',
    kind: 'File contents',
    students: 'Students',
    employees: 'Employees',
    file: 'CSV or XLSX file',
    noFile: 'Choose a file',
    check: 'Check',
    checking: 'Checking the file…',
    apply: 'Upload',
    checkTitle: 'Check result',
    checkNote: 'This is a check: no data has changed yet.',
    rows: 'Data rows: {{n}}',
    table: 'What the upload will change',
    what: 'Data',
    people: 'People',
    structure: 'Structure',
    structureHint:
      'institutes, departments, specialties, profiles, forms and ' +
      'levels of study, years, groups; units, positions, types of work',
    created: 'Added',
    updated: 'Changed',
    unchanged: 'Unchanged',
    fullStudents: 'The full list of students: whoever is not in the file has left',
    fullEmployees: 'The full list of employees: whoever is not in the file has left',
    fullHint:
      'Those who left can no longer sign in and drop out of the lists and mailings; their tickets and answers stay. ' +
      'Unticked, the people missing from the file stay as they were.',
    leavers: 'Left: {{left}}, came back: {{returned}}',
    refused: 'The file cannot be uploaded',
    refusedNote: 'Fix the rows and check the file again. No data has changed.',
    problems: 'Errors in the file',
    queued: 'Upload queued…',
    running: 'Uploading data…',
    progress: 'Upload progress',
    done: 'Uploaded',
    doneNote: 'Its update report is the first in the list below.',
    failed: 'Not uploaded',
    another: 'Upload another file',
    tooLarge: 'The file is too large: 30 MB at most. Larger files are loaded with the npm run import command.',
    failedCall: 'The request failed',
  },
};
