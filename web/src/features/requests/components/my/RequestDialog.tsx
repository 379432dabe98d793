import { Group, Modal, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../../shared/api/api-error';
import { useLastShown } from '../../../../shared/lib/use-last-shown';
import { GalleryOpenContext } from '../../../../shared/ui/Attachments';
import { ErrorState } from '../../../../shared/ui/ErrorState';
import { useRequest } from '../../api';
import { useDesk } from '../../desk';
import { useText } from '../../i18n';
import { RequestChat } from '../RequestChat';
import { RequestFacts } from '../RequestFacts';
import { RequestStatusBadge } from '../RequestStatusBadge';
import { usePhone } from '../../../../shared/lib/media';

function DialogBody({ id }: { id: number }) {
  const t = useText();
  const { kind } = useDesk();
  const request = useRequest(kind, id);
  if (request.data) {
    return (
      <Stack gap="md">
        <Group gap="xs">
          <RequestStatusBadge status={request.data.status} forAuthor />
        </Group>
        <RequestFacts request={request.data} withAuthor={false} stacked />
        <RequestChat request={request.data} side="author" />
      </Stack>
    );
  }
  if (request.isError) {
    const missing = isApiError(request.error) && request.error.status === 404;
    return (
      <ErrorState
        message={missing ? t('notFound', { context: kind }) : t('loadFailed', { context: kind })}
        onRetry={missing ? undefined : () => void request.refetch()}
      />
    );
  }
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton height={24} width="40%" />
      <Skeleton height={120} />
      <Skeleton height={72} />
    </Stack>
  );
}

/**
 * «Заявка №N» (002 §2.5 «Clicking a request opens a chat dialog»): its facts and its chat. A
 * window over the list; the whole screen on a phone (a view of its own, 002: «separate list, form
 * and dialog views»). Escape and the close button return to the list.
 */
export function RequestDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const isPhone = usePhone();
  const [galleryOpen, setGalleryOpen] = useState(false);
  const t = useText();
  const { kind } = useDesk();
  const shownId = useLastShown(id);
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={shownId !== null ? t('requestTitle', { id: shownId, context: kind }) : ''}
      size="lg"
      fullScreen={isPhone}
      closeOnEscape={!galleryOpen}
      closeButtonProps={{ 'aria-label': t('backToList', { context: kind }) }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      transitionProps={isPhone ? { transition: 'fade', duration: 150 } : undefined}
    >
      <GalleryOpenContext.Provider value={setGalleryOpen}>
        {id !== null && <DialogBody id={id} />}
      </GalleryOpenContext.Provider>
    </Modal>
  );
}
