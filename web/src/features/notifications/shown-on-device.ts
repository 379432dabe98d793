import { serviceWorkerRegistration } from '../../shared/lib/service-worker';

/**
 * The push notifications this device shows (their tag is the notification's id, contract
 * `pushPayload`): a message read in the portal leaves the system's list too (issue 32 §5), so the
 * bell, the inbox and the device say the same. `'all'`: nothing is unread any more.
 */
export async function closeShownNotifications(
  read: readonly number[] | 'all',
  registered: () => Promise<Pick<ServiceWorkerRegistration, 'getNotifications'> | null> = serviceWorkerRegistration,
): Promise<void> {
  const registration = await registered();
  if (!registration) return;
  const tags = read === 'all' ? null : new Set(read.map(String));
  for (const shown of await registration.getNotifications()) {
    if (tags === null || tags.has(shown.tag)) shown.close();
  }
}
