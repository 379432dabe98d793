import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { SignInPage } from '../../features/auth';
import { LowVisionToggle } from '../low-vision/LowVisionToggle';
import { useText } from '../i18n';
import { returnPathOf, safeReturnPath, signInPathFor } from './return-path';

/**
 * Signed out (002 §2.1): only the sign-in, at `/`. Another address becomes `/?next=<it>`, the
 * screen to open after sign-in (router/create-app-router.tsx). No
 * router: the sign-in does not load React Router, which only the signed-in app needs. The sign-in
 * is in the first chunk, so it is drawn by the first render, without another round of requests
 * (most of its Mantine components are used by every signed-in screen too). «Версия для
 * слабовидящих» is there too: a person who needs it needs it to sign in.
 */
export function SignedOut() {
  const t = useText();
  useDocumentTitle(t('routeTitles.signIn'));
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    if (returnPathOf({ pathname, search, hash }) !== null)
      window.history.replaceState(null, '', signInPathFor({ pathname, search, hash }));
    else if ((search && !safeReturnPath(search)) || hash) window.history.replaceState(null, '', '/');
  }, []);
  return <SignInPage tools={<LowVisionToggle />} />;
}
