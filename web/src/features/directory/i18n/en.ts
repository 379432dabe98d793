import type { Translation } from '@portal/contract/i18n';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  studentSearch: 'Search by surname or record book number',
  studentSearchPlaceholder: 'Surname or record book number',
  employeeSearch: 'Search by surname',
  employeeSearchPlaceholder: 'Surname',

  draftTotal: 'Matching students: {{count}}',
  filterLoadError: 'Error. Please contact the developers.',
  groupSearchPlaceholder: 'Start typing a group name',
  groupSearchHint: 'Type at least 2 characters',
  groupsNotFound: 'No groups found',

  columns: { id: 'ID', name: 'Full name', group: 'Group', email: 'Email' },
  studentsCaption: 'Students',
  employeesCaption: 'Employees',
  studentsEmpty: 'No students found',
  employeesEmpty: 'No employees found',
  studentsFound: 'Students found: {{count}}',
  employeesFound: 'Employees found: {{count}}',

  studentPanel: 'Student details',
  employeePanel: 'Employee details',
  recordBook: 'Record book number',
  fullName: 'Full name',
  gender: 'Gender',
  genders: { male: 'Male', female: 'Female' },
  course: 'Year',
  eduForm: 'Form of study',
  group: 'Group',
  institute: 'Institute',
  kafedra: 'Department',
  headman: 'Group leader',
  yes: 'Yes',
  no: 'No',
  phone: 'Phone',
  email: 'Email',
  id: 'ID',
  permissions: 'Permissions',
  noPermissions: 'None',
  works: 'Positions',
  noWorks: 'None',
  signInAsStudent: 'Sign in as this student',
  signInAsEmployee: 'Sign in as this employee',
  noUserToSignIn: 'This employee has no account to sign in to',

  resetPassword: 'Reset password',
  resetTitle: 'Reset the password?',
  resetQuestion:
    'The user will get a temporary password, and all their open sessions will end. At their next ' +
    'sign-in they will have to choose a new password. The action will be recorded in the audit log.',
  resetCancel: 'Cancel',
  temporaryTitle: 'Temporary password',
  temporaryLabel: 'Temporary password',
  temporaryNote:
    'The password is shown only once: after this window is closed, it cannot be viewed again. Give it ' +
    'to the user in person after verifying their identity. The user will have to change it at sign-in.',
  temporaryDone: 'Done',
  showLeft: 'Show those who left',
  leftOn: 'Left on {{date}}',
  markLeft: 'Mark as left',
  leaveTitle: 'Mark as left?',
  leaveQuestion:
    'The person will no longer be able to sign in, and all their sessions will end. They will drop out of the lists, ' +
    'notifications and polls; their tickets, requests and answers stay. After the retention period (usually three ' +
    'years) their personal data will be removed. The action goes to the audit log.',
  leaveCancel: 'Cancel',
  markReturned: 'Bring back',
  returnTitle: 'Bring back to the university?',
  returnQuestion:
    'The person will be able to sign in again and will be back in the lists, notifications and polls. ' +
    'The action goes to the audit log.',
  temporaryPending: 'The temporary password has not been changed yet',
};
