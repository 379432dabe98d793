export interface SignInValues {
  login: string;
  password: string;
  remember: boolean;
  consent: boolean;
}

export type SignInWindowName = 'policy' | 'forgot' | 'help';

export const emptySignInValues: SignInValues = { login: '', password: '', remember: false, consent: false };
