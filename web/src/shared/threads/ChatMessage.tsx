import { Avatar, Box, Button, Group, Stack, Text, Typography } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { THREAD_SIDE, type FileResult } from '@portal/contract';
import { useId, type ReactNode } from 'react';
import { Attachments } from '../ui/Attachments';
import { initialsOf, parseShownTime } from './message-groups';
import { useText } from './i18n';
import classes from './ChatMessage.module.css';

export interface ChatMessageView {
  authorName: string;
  /** 1: the side that opened the thread, 3: the answering side (support, a request's performers). */
  authorType: number;
  /** `DD.MM.YYYY HH:mm`, or null while it is on its way. */
  createdAt: string | null;
  html: string;
  files: readonly FileResult[];
}

interface ChatMessageProps {
  message: ChatMessageView;
  /** A message of this tab not (yet) delivered. */
  outgoing?: { state: 'sending' | 'failed'; error: string | null; onRetry: () => void; onRemove: () => void };
  /** The answering side's avatar (support's headset); their initials when absent. */
  answeringIcon?: ReactNode;
}

/**
 * One message: the opening side's with the author's initials on the left, the answering side's on
 * the right (000 §2); the HTML as the server sanitised it; images in the gallery, other files as links.
 */
export function ChatMessage({ message, outgoing, answeringIcon }: ChatMessageProps) {
  const t = useText();
  const isAdmin = message.authorType === THREAD_SIDE.answering;
  const shown = message.createdAt ? parseShownTime(message.createdAt) : null;
  const noticeId = useId();
  const rowClass = [
    classes.row,
    isAdmin && classes.admin,
    outgoing?.state === 'failed' && classes.failed,
    outgoing?.state === 'sending' && classes.sending,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={rowClass}>
      <Avatar color={isAdmin ? 'university' : 'gray'} radius="xl" size={36} aria-hidden>
        {isAdmin && answeringIcon ? answeringIcon : initialsOf(message.authorName)}
      </Avatar>
      <Stack gap={4} className={classes.bubble} aria-describedby={outgoing?.error ? noticeId : undefined}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" fw={600}>
            {message.authorName}
          </Text>
          {shown ? (
            <Text size="xs" c="dimmed" component="time" dateTime={`${shown.day}T${shown.time}`}>
              {shown.time}
            </Text>
          ) : outgoing?.state === 'sending' ? (
            <Text size="xs" c="dimmed">
              {t('sending')}
            </Text>
          ) : null}
        </Group>
        <Typography className={classes.text} dangerouslySetInnerHTML={{ __html: message.html }} />
        {message.files.length > 0 && <Attachments files={message.files} />}
        {outgoing?.state === 'failed' && (
          <Box>
            <Text size="sm" c="red" fw={600} id={noticeId}>
              {outgoing.error ?? t('failed')}
            </Text>
            <Group gap="xs" mt={6}>
              <Button
                size="compact-sm"
                variant="filled"
                color="red.9"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={outgoing.onRetry}
              >
                {t('retry')}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={outgoing.onRemove}
              >
                {t('remove')}
              </Button>
            </Group>
          </Box>
        )}
      </Stack>
    </div>
  );
}
