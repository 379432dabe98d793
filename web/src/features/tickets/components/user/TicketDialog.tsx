import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import type { Ticket } from '@portal/contract';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../../shared/api/api-error';
import { useLastShown } from '../../../../shared/lib/use-last-shown';
import { ErrorState } from '../../../../shared/ui/ErrorState';
import { GalleryOpenContext } from '../../../../shared/ui/Attachments';
import { useMarkTicketRead, useTicket } from '../../api';
import { useText } from '../../i18n';
import { isClosed, TicketChat } from '../chat/TicketChat';
import { TicketStatusBadge } from '../desk/TicketStatusBadge';
import { TicketReviewBox } from './TicketReviewBox';
import { usePhone } from '../../../../shared/lib/media';

function TicketFacts({ ticket }: { ticket: Ticket }) {
  const t = useText();
  // The dialog calls a closed ticket «Закрыт» (000 §2, §4).
  const status = isClosed(ticket) ? { ...ticket.status, name: t('chat.closedStatus') } : ticket.status;
  return (
    <Stack gap={4} mb="md">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {ticket.sub_subject}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('support.subject')}: {ticket.subject.name}
        </Text>
        <Text size="sm" c="dimmed">
          {t('support.createdAt')}: {ticket.create_at}
        </Text>
      </Group>
      <Group gap="xs">
        <TicketStatusBadge status={status} />
      </Group>
    </Stack>
  );
}

/** Under «Обращение закрыто» (issue 29 §17): a new ticket that names this one, for a problem still there. */
function FollowUp({ onFollowUp }: { onFollowUp: () => void }) {
  const t = useText();
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('support.followUpHint')}</Text>
      <Button size="sm" variant="light" leftSection={<IconMessagePlus size={18} aria-hidden />} onClick={onFollowUp}>
        {t('support.followUp')}
      </Button>
    </Stack>
  );
}

function DialogBody({ id, onFollowUp }: { id: number; onFollowUp?: (ticket: Ticket) => void }) {
  const t = useText();
  const ticket = useTicket(id);
  // Opened: support's answers in it are read, and so are the inbox's notifications of them (issue 29 §18).
  const { mutate: markRead } = useMarkTicketRead(id);
  useEffect(() => markRead(), [id, markRead]);
  if (ticket.data) {
    const data = ticket.data;
    return (
      <Stack gap="md">
        <TicketFacts ticket={data} />
        <TicketChat
          ticket={data}
          side="user"
          closedAction={onFollowUp ? <FollowUp onFollowUp={() => onFollowUp(data)} /> : undefined}
        />
        {isClosed(ticket.data) && <TicketReviewBox ticket={ticket.data} />}
      </Stack>
    );
  }
  if (ticket.isError) {
    const missing = isApiError(ticket.error) && (ticket.error.status === 404 || ticket.error.status === 422);
    return (
      <ErrorState
        message={missing ? t('support.ticketNotFound') : t('support.ticketFailed')}
        onRetry={missing ? undefined : () => void ticket.refetch()}
      />
    );
  }
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton height={24} width="60%" />
      <Skeleton height={72} />
      <Skeleton height={72} />
    </Stack>
  );
}

/**
 * «Обращение #{id}» (000 §2): the ticket's facts, its dialog and chat box, the review once it is
 * closed, and a way to a new ticket naming it. A window over the list; the whole screen on a
 * phone. Escape and the close button close it (the gallery, when open, takes the Escape), and the
 * focus returns to what opened it.
 */
export function TicketDialog({
  id,
  onClose,
  onFollowUp,
}: {
  id: number | null;
  onClose: () => void;
  /** «Создать новое обращение» under a closed ticket's notice: a new ticket naming this one. */
  onFollowUp?: (ticket: Ticket) => void;
}) {
  const t = useText();
  const isPhone = usePhone();
  const [galleryOpen, setGalleryOpen] = useState(false);
  const shownId = useLastShown(id);
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={shownId !== null ? t('support.ticketTitle', { id: shownId }) : ''}
      size="lg"
      fullScreen={isPhone}
      closeOnEscape={!galleryOpen}
      closeButtonProps={{ 'aria-label': t('support.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      transitionProps={isPhone ? { transition: 'fade', duration: 150 } : undefined}
    >
      <GalleryOpenContext.Provider value={setGalleryOpen}>
        {id !== null && <DialogBody id={id} onFollowUp={onFollowUp} />}
      </GalleryOpenContext.Provider>
    </Modal>
  );
}
