import { SignInPage } from '../../features/auth/components/SignInPage';

export const Component = SignInPage;
