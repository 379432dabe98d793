import type { ReactNode } from 'react';
import { useText } from '../i18n';
import { ForgotPasswordText } from './ForgotPasswordText';
import { HelpText } from './HelpText';
import { PolicyText } from './PolicyText';
import { SignInWindow } from './SignInWindow';
import type { SignInWindowName } from './sign-in-types';

const windows = {
  policy: { title: 'policy.title', body: () => <PolicyText /> },
  forgot: { title: 'forgotTitle', body: () => <ForgotPasswordText /> },
  help: { title: 'helpTitle', body: () => <HelpText /> },
} as const satisfies Record<SignInWindowName, { title: string; body: () => ReactNode }>;

/**
 * One of the three windows of the sign-in card. Its own chunk, loaded when one is opened: the
 * texts and the scroll area are not needed to sign in.
 */
export default function SignInWindows({ name, onClose }: { name: SignInWindowName; onClose: () => void }) {
  const t = useText();
  return (
    <SignInWindow title={t(windows[name].title)} onClose={onClose}>
      {windows[name].body()}
    </SignInWindow>
  );
}
