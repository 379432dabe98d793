import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

const NotificationsHost = lazy(() => import('./NotificationsHost'));

/**
 * Where notifications appear. Their container (its code, transitions and portal) is loaded with
 * the first notification, not before the first screen: `notifications.show()` only puts it in
 * Mantine's store, which the container shows once it has loaded.
 */
export function NotificationsSlot() {
  const queued = useNotifications().notifications.length > 0;
  const [needed, setNeeded] = useState(false);
  if (queued && !needed) setNeeded(true);
  // Its code failing to load (an old tab after a release) takes nothing else down: the tab says a new version is there.
  return needed ? (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}
