import { Modal, Text, Typography } from '@mantine/core';
import type { InboxNotification } from '@portal/contract';
import type { MouseEvent } from 'react';
import { formatDateTime } from '../../../shared/lib/dates';
import { useLastShown } from '../../../shared/lib/use-last-shown';
import { useText } from '../i18n';

interface NotificationDetailProps {
  notification: InboxNotification | null;
  onClose: () => void;
  /** A link to a page of the portal (a poll, a ticket): followed here instead of in a new tab. */
  onFollowLink: (path: string) => void;
}

/** A plain click on a link of this site: its path; null for another site or a click meant for a new tab. */
function portalPath(event: MouseEvent<HTMLElement>): string | null {
  const link = (event.target as Element).closest('a');
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** One notification in full. Its HTML was sanitised by the server before it was stored (README decision 6). */
export function NotificationDetail({ notification, onClose, onFollowLink }: NotificationDetailProps) {
  const t = useText();
  const shown = useLastShown(notification);
  return (
    <Modal
      opened={notification !== null}
      onClose={onClose}
      title={shown?.name}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      zIndex={400}
    >
      {shown && (
        <>
          {shown.sent_at && (
            <Text size="sm" c="dimmed" mb="sm" component="time" dateTime={shown.sent_at} display="block">
              {formatDateTime(shown.sent_at)}
            </Text>
          )}
          <Typography
            dangerouslySetInnerHTML={{ __html: shown.content }}
            onClick={(event) => {
              const path = portalPath(event);
              if (path === null) return;
              event.preventDefault();
              onFollowLink(path);
            }}
          />
        </>
      )}
    </Modal>
  );
}
