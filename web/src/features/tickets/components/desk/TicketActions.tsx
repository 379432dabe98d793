import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { TICKET_STATUS, type Ticket } from '@portal/contract';
import { IconAlertCircle, IconCircleCheck, IconClockHour4, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { useAutoClose, useUpdateTicket } from '../../api';
import { useText } from '../../i18n';

/**
 * «Закрыть обращение» (status 3, after a confirmation: it is final) and «Закрыть через 7 дней»
 * with the date it will close and «Отменить» (000 §2, §4): the close buttons are disabled once
 * the ticket is closed. The date and the closing are told to a screen reader; the focus never
 * falls to the page when a button goes.
 */
export function TicketActions({ ticket }: { ticket: Ticket }) {
  const t = useText();
  const update = useUpdateTicket(ticket.id);
  const autoClose = useAutoClose(ticket.id);
  const closed = ticket.status.id === TICKET_STATUS.closed;
  const stateRef = useRef<HTMLParagraphElement>(null);
  const autoCloseRef = useRef<HTMLButtonElement>(null);
  const failure = update.error ?? autoClose.error;
  // Closing is final (issue 29 §17): asked first, Cancel focused.
  const [confirming, setConfirming] = useState(false);
  const close = () =>
    update.mutate(
      { status_id: TICKET_STATUS.closed },
      {
        // The button is disabled now: the focus goes to what says the ticket is closed.
        onSuccess: () => {
          setConfirming(false);
          requestAnimationFrame(() => stateRef.current?.focus());
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={t('desk.ticket.actions')}>
      <Stack gap="sm">
        <Group gap="sm">
          <Button
            color="red.9"
            leftSection={<IconCircleCheck size={18} aria-hidden />}
            disabled={closed}
            loading={update.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('desk.ticket.close')}
          </Button>
          <Button
            ref={autoCloseRef}
            variant="default"
            leftSection={<IconClockHour4 size={18} aria-hidden />}
            disabled={closed}
            loading={autoClose.isPending && autoClose.variables}
            onClick={() => autoClose.mutate(true)}
          >
            {t('desk.ticket.autoClose')}
          </Button>
        </Group>
        <Group gap="sm" mih={30}>
          <div role="status">
            {closed ? (
              <Text ref={stateRef} tabIndex={-1} fw={600} style={{ outline: 'none' }}>
                {t('desk.ticket.closed')}
              </Text>
            ) : ticket.auto_close_date ? (
              <Text fw={600}>{t('desk.ticket.autoCloseAt', { date: ticket.auto_close_date })}</Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('desk.ticket.autoCloseOff')}
              </Text>
            )}
          </div>
          {!closed && ticket.auto_close_date && (
            <Button
              variant="subtle"
              size="compact-md"
              leftSection={<IconX size={16} aria-hidden />}
              loading={autoClose.isPending && !autoClose.variables}
              onClick={() =>
                autoClose.mutate(false, { onSuccess: () => requestAnimationFrame(() => autoCloseRef.current?.focus()) })
              }
            >
              {t('desk.ticket.autoCloseCancel')}
            </Button>
          )}
        </Group>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure.message || t('desk.ticket.actionFailed')}
          </Alert>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('desk.ticket.close')}
        question={t('desk.ticket.closeConfirm', { id: ticket.id })}
        confirm={t('desk.ticket.close')}
        cancel={t('desk.ticket.closeCancel')}
        onConfirm={close}
        onClose={() => setConfirming(false)}
        busy={update.isPending}
        danger
      />
    </Paper>
  );
}
