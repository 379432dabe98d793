import { Button, Group, Text, Textarea } from '@mantine/core';
import { ticketEndpoints, type Ticket } from '@portal/contract';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { maxLengthAt } from '../../../../shared/lib/contract-schema';
import { useUpdateTicket } from '../../api';
import { useText } from '../../i18n';

/** The comment is saved this long after the last key, or when the field is left. */
export const COMMENT_SAVE_DELAY_MS = 800;
/** The contract's limit of the comment. */
const COMMENT_MAX = maxLengthAt(ticketEndpoints.update.body, 'comment');

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Support's comment on the ticket (000 §2, «saved on change»): saved by itself 0.8 s after the last
 * key and when the field is left, with «Сохранение…», «Комментарий сохранён» or the failure and a
 * retry told beside it. A change made elsewhere (another admin) shows when nothing typed here is
 * waiting to be saved.
 */
export function TicketComment({ ticket }: { ticket: Ticket }) {
  const t = useText();
  const update = useUpdateTicket(ticket.id);
  const server = ticket.comment ?? '';
  const [text, setText] = useState(server);
  const [state, setState] = useState<SaveState>('idle');
  // What the server holds, as this field last knew it.
  const [known, setKnown] = useState(server);
  if (server !== known) {
    setKnown(server);
    if (text.trim() === known.trim()) setText(server);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ text, known, update });
  useEffect(() => {
    latest.current = { text, known, update };
  });

  const save = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { text: value, known: saved, update: mutation } = latest.current;
    if (value.trim() === saved.trim()) return;
    setState('saving');
    mutation.mutate(
      { comment: value.trim() || null },
      {
        onSuccess: () => setState('saved'),
        onError: () => setState('failed'),
      },
    );
  };

  // Leaving the page within the delay still saves what was typed.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        const { text: value, known: saved, update: mutation } = latest.current;
        if (value.trim() !== saved.trim()) mutation.mutate({ comment: value.trim() || null });
      }
    },
    [],
  );

  return (
    <div>
      <Textarea
        label={t('desk.ticket.comment')}
        description={t('desk.ticket.commentHint')}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={COMMENT_MAX}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setState('idle');
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(save, COMMENT_SAVE_DELAY_MS);
        }}
        onBlur={save}
      />
      <Group gap="xs" mt={4} mih={28}>
        <div role="status">
          {state === 'saving' && (
            <Text size="sm" c="dimmed">
              {t('desk.ticket.commentSaving')}
            </Text>
          )}
          {state === 'saved' && (
            <Group gap={4}>
              <IconCheck size={16} aria-hidden />
              <Text size="sm">{t('desk.ticket.commentSaved')}</Text>
            </Group>
          )}
          {state === 'failed' && (
            <Group gap={4}>
              <IconAlertCircle size={16} color="var(--mantine-color-error)" aria-hidden />
              <Text size="sm" c="var(--mantine-color-error)">
                {t('desk.ticket.commentFailed')}
              </Text>
            </Group>
          )}
        </div>
        {state === 'failed' && (
          <Button variant="subtle" size="compact-sm" onClick={save}>
            {t('desk.ticket.retry')}
          </Button>
        )}
      </Group>
    </div>
  );
}
