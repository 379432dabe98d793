import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ThreadMessage } from '@portal/contract';
import type { FileKind } from '../lib/use-file-uploads';
import { fullName } from '../lib/names';
import { useCurrentUser } from '../session/session-context';
import { ChatBox } from './ChatBox';
import { ChatMessage } from './ChatMessage';
import classes from './ChatMessage.module.css';
import { groupByDay } from './message-groups';
import { useText } from './i18n';
import { useOutbox, type ThreadTransport } from './use-outbox';

export interface ThreadChatProps {
  transport: ThreadTransport;
  /** Closed: no chat box, this notice instead («Обращение закрыто»). */
  closedNotice: string | null;
  /** The answering side's avatar (support's headset); their initials when absent. */
  answeringIcon?: ReactNode;
  /** What the chat box's picker takes (PNG and JPEG when absent). */
  fileKind?: FileKind;
  /**
   * Whether the other side's latest messages are new to the reader (an answer not yet read): the
   * chat opens at the first of them instead of at the newest message.
   */
  unread?: boolean;
  /** Under the closed notice: what the reader may do next (open a new ticket naming this one). */
  closedAction?: ReactNode;
}

/**
 * The message a chat opens at (issue 29 §20): the first of the other side's latest messages when
 * they are unread, otherwise the newest one; null when there is none.
 */
export function openingMessage(messages: readonly ThreadMessage[], side: 1 | 3, unread: boolean): number | null {
  const newest = messages.at(-1);
  if (!newest) return null;
  if (!unread) return newest.id;
  let first: ThreadMessage | null = null;
  for (let i = messages.length - 1; i >= 0 && messages[i]!.author.user_type_id !== side; i--) first = messages[i]!;
  return (first ?? newest).id;
}

/**
 * A thread's messages by day, this tab's messages on their way (or failed, with retry and delete),
 * and the chat box, or the closed notice (000 §2 «User support dialog»; the chat of a request).
 * The feature around it sends and caches (`transport`) and follows its live events.
 */
export function ThreadChat({
  transport,
  closedNotice,
  answeringIcon,
  fileKind,
  unread = false,
  closedAction,
}: ThreadChatProps) {
  const t = useText();
  const user = useCurrentUser();
  const outbox = useOutbox(transport);
  const { messages } = transport;

  // The chat opens at its newest message, or at the first unread one (issue 29 §20): brought to
  // the top of what scrolls (the dialog, the page), the box below it; once, as it is first shown.
  const log = useRef<HTMLDivElement>(null);
  const opening = useRef(openingMessage(messages, transport.side, unread));
  useLayoutEffect(() => {
    const id = opening.current;
    if (id === null) return;
    log.current?.querySelector(`[data-message-id="${id}"]`)?.scrollIntoView({ block: 'start' });
  }, []);

  // A message that comes (or is sent) afterwards is brought into view.
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length + outbox.items.length;
  const previous = useRef(count);
  useEffect(() => {
    if (count > previous.current) end.current?.scrollIntoView({ block: 'nearest' });
    previous.current = count;
  }, [count]);

  const groups = groupByDay(messages, (m) => m.created_at);
  const myName = fullName(user);

  return (
    <Stack gap="md">
      <div role="log" aria-label={t('dialog')} ref={log}>
        {messages.length === 0 && outbox.items.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            {t('noMessages')}
          </Text>
        )}
        {groups.map((group) => (
          <Fragment key={group.day || 'undated'}>
            {group.heading && (
              <Title order={3} size="sm" fw={600} c="dimmed" ta="center" my="sm">
                <time dateTime={group.day}>{group.heading}</time>
              </Title>
            )}
            <Stack component="ol" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {group.items.map((message) => (
                <li key={message.id} data-message-id={message.id} className={classes.opening}>
                  <ChatMessage
                    answeringIcon={answeringIcon}
                    message={{
                      authorName: message.author.name,
                      authorType: message.author.user_type_id,
                      createdAt: message.created_at,
                      html: message.message,
                      files: message.files,
                    }}
                  />
                </li>
              ))}
            </Stack>
          </Fragment>
        ))}
        {outbox.items.length > 0 && (
          <Stack
            component="ol"
            gap="sm"
            style={{ listStyle: 'none', margin: 0, marginTop: 'var(--mantine-spacing-sm)', padding: 0 }}
          >
            {outbox.items.map((item) => (
              <li key={item.key}>
                <ChatMessage
                  answeringIcon={answeringIcon}
                  message={{
                    authorName: myName,
                    authorType: transport.side,
                    createdAt: null,
                    html: item.html,
                    files: item.files,
                  }}
                  outgoing={{
                    state: item.state,
                    error: item.error,
                    onRetry: () => void outbox.retry(item.key),
                    onRemove: () => outbox.remove(item.key),
                  }}
                />
              </li>
            ))}
          </Stack>
        )}
        <div ref={end} />
      </div>
      {closedNotice !== null ? (
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />} title={closedNotice} role="status">
          {closedAction}
        </Alert>
      ) : (
        <ChatBox onSend={outbox.send} kind={fileKind} />
      )}
    </Stack>
  );
}
