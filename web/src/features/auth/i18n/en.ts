import type { Translation } from '@portal/contract/i18n';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  signInTitle: 'Sign in',
  signInSubtitle: 'For university students and staff',
  email: 'Corporate e-mail',
  emailPlaceholder: 'ivanov@university.ru',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  remember: 'Remember me',
  consentBefore: 'I consent to the processing of my personal data',
  consentLinkIntro: 'Details:',
  consentLink: 'personal data processing policy',
  consentRequired: 'Consent to the processing of personal data is required',
  forgotLink: 'Forgot your password?',
  helpLink: 'Help',
  submit: 'Sign in',
  submitting: 'Signing in…',
  oidcOr: 'or',
  oidcFinishing: 'Signing in with the single university account…',
  back: 'Back to sign-in',
  close: 'Close',

  forgotTitle: 'Password recovery',
  forgotText: [
    "To recover your password, contact your institute's office.",
    'University staff should contact the HR department or the ' +
      'person responsible for information systems in their unit.',
    'Bring an identity document: passwords are given only to the account holder in person.',
  ],

  helpTitle: 'Help',
  helpIntro: 'If you cannot sign in to your personal account, you can:',
  helpOfficesTitle: 'Come in person',
  helpFormTitle: 'Write to support',
  helpFormBefore: 'Fill in the ',
  helpFormLink: 'feedback form',
  helpFormText: ' on the university website. In the «Subject» field, give the link to the personal account',
  helpFormTail: ', describe the problem and leave an e-mail address for the reply.',

  policyTitle: 'Consent to the processing of personal data',

  chooserTitle: 'Switch account',
  chooserIntro: 'Choose the account to continue with.',
  current: 'Current',
  kindLabel: { student: 'Student', employee: 'Employee', admin: 'Administrator' },
  policy: {
    title: 'Consent to the processing of personal data',
    intro:
      'I, the personal data subject, in accordance with Federal Law No. 152-FZ «On Personal Data» of 27.07.2006, ' +
      'freely, of my own will and in my own interest, give the university (hereinafter, the Operator) my ' +
      'consent to the processing of my personal data, with and without automation, on the following terms.',
    purpose:
      'Purpose of processing: giving students and staff access to the personal account, informing ' +
      'them about studies and university activities, handling requests to the support service.',
    dataIntro: 'The personal data this consent covers:',
    data: [
      'surname, first name, patronymic;',
      'e-mail address;',
      'date of birth;',
      'details of an identity document;',
      'citizenship;',
      'record book number;',
      'study group;',
      'institute, and for staff, their unit.',
    ],
    actions:
      'Actions with the personal data: collection, recording, systematization, accumulation, storage, ' +
      'clarification (updating, changing), retrieval, use, transfer (provision, access) where the law ' +
      'provides for it, depersonalization, blocking, deletion and destruction.',
    term:
      'Personal data are processed until the purpose of processing is achieved and destroyed within ' +
      '30 (thirty) days of that date, unless the law of the Russian Federation sets another term.',
    withdrawal:
      'The consent is valid from the day it is given until the day it is withdrawn. I may withdraw it by sending ' +
      'the Operator a written statement; the withdrawal does not affect the lawfulness of the processing ' +
      'carried out before it was received.',
    rights:
      'I confirm that I have read the rights of the personal data ' +
      'subject set out in Chapter 3 of Federal Law No. 152-FZ.',
  },
  passwordChange: {
    title: 'Change password',
    intro:
      'You signed in with a temporary password from an administrator. ' +
      'Choose a new password: the temporary one will then stop working.',
    password: 'New password',
    confirmation: 'Repeat the new password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    rulesTitle: 'Password requirements',
    rules: ['at least {{min}} characters', 'not only spaces', 'not the same as the temporary password'],
    submit: 'Change password',
    signOut: 'Sign out',
  },
  ownPassword: {
    intro: 'Once the password is changed, all your sessions on other devices end.',
    current: 'Current password',
    rules: ['at least {{min}} characters', 'not only spaces', 'not the same as the current password'],
    submit: 'Change password',
    changed: 'Password changed. Other sessions have ended.',
    unavailable: "The password cannot be changed here: it is kept in the university's directory (LDAP).",
  },
};
