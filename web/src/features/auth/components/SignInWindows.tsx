import type { ReactNode } from 'react';
import { policyText } from '../policy-text';
import { authStrings } from '../strings';
import { ForgotPasswordText } from './ForgotPasswordText';
import { HelpText } from './HelpText';
import { PolicyText } from './PolicyText';
import { SignInWindow } from './SignInWindow';
import type { SignInWindowName } from './sign-in-types';

const windows: Record<SignInWindowName, { title: string; body: () => ReactNode }> = {
  policy: { title: policyText.title, body: () => <PolicyText /> },
  forgot: { title: authStrings.forgotTitle, body: () => <ForgotPasswordText /> },
  help: { title: authStrings.helpTitle, body: () => <HelpText /> },
};

/**
 * One of the three windows of the sign-in card. Its own chunk, loaded when one is opened: the
 * texts and the scroll area are not needed to sign in.
 */
export default function SignInWindows({ name, onClose }: { name: SignInWindowName; onClose: () => void }) {
  return (
    <SignInWindow title={windows[name].title} onClose={onClose}>
      {windows[name].body()}
    </SignInWindow>
  );
}
