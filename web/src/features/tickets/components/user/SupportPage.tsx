import { Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLiveEvent } from '../../../../shared/api/live-events-hooks';
import { SideBySide } from '../../../../shared/ui/AutoGrid';
import { refreshTicketLists } from '../../api';
import { useText } from '../../i18n';
import { MyTickets } from './MyTickets';
import { NewTicketForm, type FollowUpOf } from './NewTicketForm';
import { TicketDialog } from './TicketDialog';

/** `/support/12` → 12; anything else (no id, not a number) → null. */
const ticketIdOf = (raw: string | undefined): number | null => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * «Служба поддержки» (000 §2, README decision 3): the user's tickets and the form of a new one;
 * `/support/{id}` opens the ticket's dialog over them (the inbox's «Новый ответ в обращении #N»
 * links there).
 */
export function SupportPage() {
  const t = useText();
  const params = useParams();
  const id = ticketIdOf(params.id);
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  // «Создать новое обращение» under a closed one: the form starts a ticket naming it (issue 29 §17).
  const [followUp, setFollowUp] = useState<FollowUpOf | null>(null);

  // A ticket changed somewhere (support answered, closed it): the list's statuses follow.
  const refresh = () => void refreshTicketLists(queryClient);
  useLiveEvent('ticket.updated', refresh);
  useLiveEvent('ticket.message', refresh);

  return (
    <>
      <SideBySide
        maw={1200}
        panes={[
          {
            min: 22,
            grow: 7,
            content: (
              <Stack component="section" gap="sm" aria-labelledby="my-tickets-title">
                <Title order={2} size="h3" id="my-tickets-title">
                  {t('support.myTickets')}
                </Title>
                <MyTickets />
              </Stack>
            ),
          },
          {
            min: 17,
            grow: 5,
            content: (
              <Paper
                component="section"
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'md' }}
                aria-labelledby="new-ticket-title"
              >
                <Title order={2} size="h3" id="new-ticket-title" mb="xs">
                  {t('support.newTicket')}
                </Title>
                <NewTicketForm
                  key={followUp?.id ?? 'new'}
                  followUp={followUp}
                  onCancelFollowUp={() => setFollowUp(null)}
                  onCreated={(created) => {
                    setFollowUp(null);
                    void navigate(`/support/${created}`);
                  }}
                />
              </Paper>
            ),
          },
        ]}
      />
      <TicketDialog
        id={id}
        onClose={() => void navigate({ pathname: '/support', search })}
        onFollowUp={(closed) => {
          setFollowUp({ id: closed.id, subjectId: closed.subject.id, topic: closed.sub_subject });
          void navigate({ pathname: '/support', search });
        }}
      />
    </>
  );
}
