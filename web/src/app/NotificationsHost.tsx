import { Notifications } from '@mantine/notifications';

/** The notifications container, its own chunk (see NotificationsSlot). */
export default function NotificationsHost() {
  return <Notifications position="top-center" zIndex={1000} />;
}
