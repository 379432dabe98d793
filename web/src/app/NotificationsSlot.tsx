import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

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
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}
