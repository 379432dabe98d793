import { passwordProblem, say } from '@portal/contract';

export interface PasswordChangeValues {
  password: string;
  confirmation: string;
}

/** The field errors the form shows before anything is sent: the contract's rules, the same the server checks. */
export function passwordChangeErrors(
  values: PasswordChangeValues,
): Partial<Record<keyof PasswordChangeValues, string>> {
  const errors: Partial<Record<keyof PasswordChangeValues, string>> = {};
  const problem = passwordProblem(values.password);
  if (problem) errors.password = problem;
  else if (values.password !== values.confirmation) errors.confirmation = say('passwords.mismatch');
  return errors;
}
