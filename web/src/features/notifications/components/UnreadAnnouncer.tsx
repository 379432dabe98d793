import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useKeptUnreadCount } from '../api';
import { text } from '../i18n';
import { closeShownNotifications } from '../shown-on-device';

/**
 * A polite live region that tells screen readers when the unread count changes (a new notification
 * came, one was read), not when the page loads. It also keeps the count fresh for the bells, and
 * once nothing is unread, closes the push notifications the device still shows.
 */
export function UnreadAnnouncer() {
  const count = useKeptUnreadCount().data;
  const previous = useRef(count);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (count === undefined) return;
    if (previous.current !== undefined && previous.current !== count) setMessage(text('unreadCount', { count }));
    // Read elsewhere (another tab or device, a ticket opened): the device's push notifications go too.
    if (count === 0 && previous.current !== 0) void closeShownNotifications('all');
    previous.current = count;
  }, [count]);
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {message}
    </VisuallyHidden>
  );
}
