import { SignInPage } from '../../features/auth';

export const Component = SignInPage;
