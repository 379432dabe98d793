import { useDocumentTitle } from '@mantine/hooks';
import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { PageLoader } from '../../shared/ui/PageLoader';
import { RouteError } from '../routes/RouteError';
import { routeTitles } from '../strings';

const SignInPage = lazy(() => import('../routes/sign-in').then((m) => ({ default: m.Component })));

/** Shows the reload page when the sign-in's code cannot be loaded (an old tab after a release). */
class LoadError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * Signed out (002 §2.1): only the sign-in, at `/` (every other address is replaced by it). No
 * router: the sign-in does not load React Router, which only the signed-in app needs.
 */
export function SignedOut() {
  useDocumentTitle(routeTitles.signIn);
  useEffect(() => {
    if (window.location.pathname !== '/' || window.location.search || window.location.hash) window.history.replaceState(null, '', '/');
  }, []);
  return (
    <LoadError>
      <Suspense fallback={<PageLoader fullScreen />}>
        <SignInPage />
      </Suspense>
    </LoadError>
  );
}
