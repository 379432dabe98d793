import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { SignInPage } from '../../features/auth/components/SignInPage';
import { routeTitles } from '../strings';

/**
 * Signed out (002 §2.1): only the sign-in, at `/` (every other address is replaced by it). No
 * router: the sign-in does not load React Router, which only the signed-in app needs. The sign-in
 * is in the first chunk, so it is drawn by the first render, without another round of requests
 * (most of its Mantine components are used by every signed-in screen too).
 */
export function SignedOut() {
  useDocumentTitle(routeTitles.signIn);
  useEffect(() => {
    if (window.location.pathname !== '/' || window.location.search || window.location.hash) window.history.replaceState(null, '', '/');
  }, []);
  return <SignInPage />;
}
