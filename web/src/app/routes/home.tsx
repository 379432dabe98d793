import { Navigate } from 'react-router';
import { HomePage } from '../../features/home';
import { activeAccount } from '../../shared/session/session-api';
import { useCurrentUser } from '../../shared/session/session-context';
import { PageLoader } from '../../shared/ui/PageLoader';
import { hasTimetable, TIMETABLE_PATH } from '../screens/screens';

/**
 * Home: an admin goes to statistics (000 §2); an employee to the timetable when the account has one,
 * else to the corporate mail (002 §2.3); a student sees the new-version notice.
 */
export function HomeRoute() {
  const account = activeAccount(useCurrentUser());
  const to =
    account?.key === 'admin'
      ? '/statistics'
      : account?.key === 'employee'
        ? hasTimetable(account)
          ? TIMETABLE_PATH
          : '/email'
        : null;
  if (to) {
    // The spinner stays while the next screen's code loads.
    return (
      <>
        <Navigate to={to} replace />
        <PageLoader />
      </>
    );
  }
  return <HomePage />;
}

export const Component = HomeRoute;
