import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '../../../../shared/api/api-error';
import { useLiveEvent } from '../../../../shared/api/live-events-hooks';
import { DetailList } from '../../../../shared/ui/DetailList';
import { EmptyState } from '../../../../shared/ui/EmptyState';
import { ErrorState } from '../../../../shared/ui/ErrorState';
import { ticketOptions, useMarkTicketRead, useTicket } from '../../api';
import { useText } from '../../i18n';
import { TicketChat } from '../chat/TicketChat';
import { DESK_PATH, readDeskLinkState, type DeskLinkState } from './desk-links';
import { TicketActions } from './TicketActions';
import { TicketAuthorPanel } from './TicketAuthorPanel';
import { TicketComment } from './TicketComment';
import { TicketReview } from './TicketReview';
import { TicketStatusBadge } from './TicketStatusBadge';
import { TicketTags } from './TicketTags';
import classes from './DeskTicketPage.module.css';

/** «К списку обращений»: back to the list with the filter and page it was opened from. */
function BackToList({ ticketId }: { ticketId: number | null }) {
  const t = useText();
  const { listSearch = '' } = readDeskLinkState(useLocation().state);
  return (
    <Button
      component={Link}
      to={`${DESK_PATH}${listSearch}`}
      state={ticketId === null ? undefined : ({ fromTicket: ticketId } satisfies DeskLinkState)}
      variant="subtle"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('desk.ticket.backToList')}
    </Button>
  );
}

/** Opening the ticket marks it read (000 §4), and so does a new message of the author while it is open. */
function useMarkReadWhileOpen(id: number, isRead: boolean | undefined) {
  const markRead = useMarkTicketRead(id);
  const asked = useRef(false);
  useEffect(() => {
    if (isRead !== false) {
      asked.current = false;
      return;
    }
    if (asked.current) return;
    asked.current = true;
    markRead.mutate();
  }, [isRead, markRead]);
}

/**
 * The desk's ticket (000 §2 Admin ticket page): its section, topic, date and status; closing it
 * now or in 7 days; support's comment and tags; the author and signing in as them; the author's
 * review; the dialog; the way back to the list. Live events of this ticket (a message, a change)
 * fetch it again.
 */
export function DeskTicketPage() {
  const t = useText();
  const params = useParams();
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const ticket = useTicket(id);
  const queryClient = useQueryClient();
  useMarkReadWhileOpen(id, ticket.data?.is_read);

  const refetch = ({ ticket_id }: { ticket_id: number }) => {
    if (ticket_id === id) void queryClient.invalidateQueries({ queryKey: ticketOptions(id).queryKey });
  };
  useLiveEvent('ticket.message', refetch);
  useLiveEvent('ticket.updated', refetch);

  if (ticket.isPending) {
    return (
      <Stack gap="md" maw={1400} role="status" aria-busy="true" aria-label={t('shared:loading')}>
        <Skeleton height={36} width={220} radius="sm" />
        <Skeleton height={160} radius="md" />
        <Skeleton height={320} radius="md" />
      </Stack>
    );
  }
  if (ticket.isError) {
    const missing = isApiError(ticket.error) && (ticket.error.status === 404 || ticket.error.status === 422);
    return (
      <Stack gap="md" maw={1400}>
        <BackToList ticketId={null} />
        {missing ? (
          <Paper withBorder radius="md">
            <EmptyState>{t('desk.ticket.notFound')}</EmptyState>
          </Paper>
        ) : (
          <ErrorState message={t('desk.ticket.loadError')} onRetry={() => void ticket.refetch()} />
        )}
      </Stack>
    );
  }

  const data = ticket.data;
  return (
    <Stack gap="md" maw={1400}>
      <BackToList ticketId={data.id} />
      <div className={classes.layout}>
        <div className={classes.columns}>
          <Stack gap="md">
            <Paper component="section" withBorder radius="md" p="md" aria-labelledby="ticket-topic">
              <Stack gap="sm">
                <Title order={2} size="h3" id="ticket-topic" style={{ overflowWrap: 'anywhere' }}>
                  {data.sub_subject}
                </Title>
                <DetailList
                  items={[
                    { label: t('desk.ticket.subject'), value: data.subject.name },
                    { label: t('desk.ticket.createdAt'), value: data.create_at },
                    { label: t('desk.ticket.status'), value: <TicketStatusBadge status={data.status} /> },
                  ]}
                />
              </Stack>
            </Paper>
            <TicketActions ticket={data} />
            <Paper component="section" withBorder radius="md" p="md" aria-labelledby="ticket-dialog">
              <Stack gap="sm">
                <Title order={2} size="h4" id="ticket-dialog">
                  {t('desk.ticket.dialog')}
                </Title>
                <TicketChat ticket={data} side="admin" />
              </Stack>
            </Paper>
          </Stack>
          <Stack gap="md">
            <TicketAuthorPanel ticket={data} />
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <TicketComment key={data.id} ticket={data} />
                <TicketTags key={`tags-${data.id}`} ticket={data} />
              </Stack>
            </Paper>
            {data.review && <TicketReview review={data.review} />}
            {!data.review && data.status.id === 3 && (
              <Text size="sm" c="dimmed" px="md">
                {t('desk.ticket.noReview')}
              </Text>
            )}
          </Stack>
        </div>
      </div>
    </Stack>
  );
}
