import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  List,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCalendarPlus, IconCheck, IconCopy, IconLock } from '@tabler/icons-react';
import type { CalendarFeed } from '@portal/contract';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../shared/lib/dates';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { useCalendarFeeds, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api';
import { useText } from '../i18n';
import type { TimetableTarget } from '../target';

/** The same address for a calendar app: `webcal://…` opens the app's subscription. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//i, 'webcal://');

/** The new link, shown this once: a read-only field with a copy button, the app's link and how to add it. */
function NewLink({ url }: { url: string }) {
  const t = useText();
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('calendar.link')}
          value={url}
          readOnly
          style={{ flex: 1, minWidth: 0 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <>
              <Tooltip label={copied ? t('calendar.copied') : t('calendar.copy')} opened={copied || undefined}>
                <ActionIcon
                  size={36}
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  aria-label={t('calendar.copy')}
                >
                  {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                </ActionIcon>
              </Tooltip>
              <VisuallyHidden role="status">{copied ? t('calendar.copied') : ''}</VisuallyHidden>
            </>
          )}
        </CopyButton>
      </Group>
      <Text size="sm" c="dimmed">
        {t('calendar.shownOnce')}
      </Text>
      <Button
        component="a"
        href={webcalUrl(url)}
        variant="light"
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('calendar.openApp')}
      </Button>
      <Text fw={600} size="sm">
        {t('calendar.howTo')}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('calendar.google')}</List.Item>
        <List.Item>{t('calendar.apple')}</List.Item>
        <List.Item>{t('calendar.outlook')}</List.Item>
      </List>
    </Stack>
  );
}

function FeedItem({ feed, onRevoke }: { feed: CalendarFeed; onRevoke: () => void }) {
  const t = useText();
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {feed.name}
          </Text>
          <Text size="sm" c="dimmed">
            {t('calendar.created', { date: formatDateTime(feed.created_at) })},{' '}
            {feed.last_used_at ? t('calendar.used', { date: formatDateTime(feed.last_used_at) }) : t('calendar.unused')}
          </Text>
        </div>
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          onClick={onRevoke}
          aria-label={t('calendar.revokeOf', { name: feed.name })}
        >
          {t('calendar.revoke')}
        </Button>
      </Group>
    </Paper>
  );
}

interface CalendarFeedDialogProps {
  opened: boolean;
  onClose: () => void;
  target: TimetableTarget;
  name: string;
}

/**
 * «Подписаться в календаре» (beyond 002): a personal iCalendar link of the shown timetable, which
 * calendar apps poll without signing in; the user's links, each revocable.
 */
export function CalendarFeedDialog({ opened, onClose, target, name }: CalendarFeedDialogProps) {
  const t = useText();
  const feeds = useCalendarFeeds(opened);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [revoking, setRevoking] = useState<CalendarFeed | null>(null);
  const listId = useId();
  const close = () => {
    create.reset();
    onClose();
  };
  const created =
    create.data && create.data.type === target.type && create.data.target_id === target.id ? create.data : null;

  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        title={t('calendar.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('calendar.close') }}
      >
        <Stack gap="md">
          <Text>{t('calendar.intro', { name })}</Text>
          {created ? (
            <NewLink url={created.url} />
          ) : (
            <Button
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
              onClick={() => create.mutate({ type: target.type, id: target.id })}
              loading={create.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('calendar.create')}
            </Button>
          )}
          {create.isError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {t('calendar.createFailed')}
            </Alert>
          )}
          <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />}>
            {t('calendar.secret')}
          </Alert>
          <Stack component="section" gap="xs" aria-labelledby={listId}>
            <Title order={2} size="h5" id={listId}>
              {t('calendar.mine')}
            </Title>
            {feeds.isError ? (
              <ErrorState onRetry={() => void feeds.refetch()} />
            ) : !feeds.data ? (
              <Skeleton height={56} />
            ) : feeds.data.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('calendar.none')}
              </Text>
            ) : (
              <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {feeds.data.map((feed) => (
                  <FeedItem key={feed.id} feed={feed} onRevoke={() => setRevoking(feed)} />
                ))}
              </Stack>
            )}
            {revoke.isError && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
                {t('calendar.revokeFailed')}
              </Alert>
            )}
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('calendar.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={revoking !== null}
        title={t('calendar.revokeTitle')}
        question={revoking ? t('calendar.revokeQuestion', { name: revoking.name }) : ''}
        confirm={t('calendar.revoke')}
        cancel={t('calendar.cancel')}
        danger
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              // The link just shown is gone too.
              if (created?.id === revoking.id) create.reset();
              setRevoking(null);
            },
            onError: () => setRevoking(null),
          });
        }}
      />
    </>
  );
}
