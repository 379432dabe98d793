import { passwordMessages, passwordProblem, PASSWORD_MIN_LENGTH } from '@portal/contract';

/** Russian texts of «Смена пароля», the screen after a sign-in with a temporary password (issue 16). */
export const passwordChangeStrings = {
  title: 'Смена пароля',
  intro: 'Вы вошли с временным паролем, который выдал администратор. Придумайте новый пароль: временный после этого перестанет действовать.',
  password: 'Новый пароль',
  confirmation: 'Повторите новый пароль',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  rulesTitle: 'Требования к паролю',
  rules: [`не меньше ${PASSWORD_MIN_LENGTH} символов`, 'не только пробелы', 'не совпадает с временным паролем'],
  submit: 'Сменить пароль',
  signOut: 'Выйти',
  changed: 'Пароль изменён',
} as const;

export interface PasswordChangeValues {
  password: string;
  confirmation: string;
}

/** The field errors the form shows before anything is sent: the contract's rules, the same the server checks. */
export function passwordChangeErrors(values: PasswordChangeValues): Partial<Record<keyof PasswordChangeValues, string>> {
  const errors: Partial<Record<keyof PasswordChangeValues, string>> = {};
  const problem = passwordProblem(values.password);
  if (problem) errors.password = problem;
  else if (values.password !== values.confirmation) errors.confirmation = passwordMessages.mismatch;
  return errors;
}
