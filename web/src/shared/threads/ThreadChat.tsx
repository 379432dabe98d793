import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import type { FileKind } from '../lib/use-file-uploads';
import { fullName } from '../lib/names';
import { useCurrentUser } from '../session/session-context';
import { ChatBox } from './ChatBox';
import { ChatMessage } from './ChatMessage';
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
}

/**
 * A thread's messages by day, this tab's messages on their way (or failed, with retry and delete),
 * and the chat box, or the closed notice (000 §2 «User support dialog»; the chat of a request).
 * The feature around it sends and caches (`transport`) and follows its live events.
 */
export function ThreadChat({ transport, closedNotice, answeringIcon, fileKind }: ThreadChatProps) {
  const t = useText();
  const user = useCurrentUser();
  const outbox = useOutbox(transport);
  const { messages } = transport;

  // A message that comes (or is sent) is brought into view; the first render leaves the page where it is.
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
      <div role="log" aria-label={t('dialog')}>
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
                <li key={message.id}>
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
        <Alert color="gray" variant="light" icon={<IconLock aria-hidden />} title={closedNotice} role="status" />
      ) : (
        <ChatBox onSend={outbox.send} kind={fileKind} />
      )}
    </Stack>
  );
}
