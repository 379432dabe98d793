import { Navigate } from 'react-router';
import { HomePage } from '../../features/home/components/HomePage';
import { activeAccount } from '../../shared/session/session-api';
import { useCurrentUser } from '../../shared/session/session-context';
import { PageLoader } from '../../shared/ui/PageLoader';

/**
 * Admin home redirects to statistics (000 §2); the other kinds see the new-version notice
 * (employee home will go to /timetable or /email with those screens, 002 §2.3).
 */
export function HomeRoute() {
  const account = activeAccount(useCurrentUser());
  if (account?.key === 'admin') {
    // The spinner stays while the statistics screen's code loads.
    return (
      <>
        <Navigate to="/statistics" replace />
        <PageLoader />
      </>
    );
  }
  return <HomePage />;
}

export const Component = HomeRoute;
