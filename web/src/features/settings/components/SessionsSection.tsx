import { Badge, Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconDevices, IconLogout } from '@tabler/icons-react';
import type { AccountSession } from '@portal/contract';
import { useRef, useState } from 'react';
import { formatDateTime } from '../../../shared/lib/dates';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { DetailList } from '../../../shared/ui/DetailList';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { TableOrCards, type Column } from '../../../shared/ui/TableOrCards';
import { useAccountSessions, useEndOtherSessions, useEndSession } from '../api';
import { text, useText } from '../i18n';
import { SettingsSection } from './SettingsSection';

/** A browser's name and a date are read whole («28 ноября, 16:45»), not broken over two lines. */
const oneLine = { style: { whiteSpace: 'nowrap' } } as const;

const deviceIcons = { desktop: IconDeviceDesktop, mobile: IconDeviceMobile, tablet: IconDeviceTablet };

/** «Телефон, Android 14», «Windows 10», or «Неизвестно». */
export function deviceName(session: AccountSession): string {
  const kind = session.device ? text(`sessions.devices.${session.device}`) : null;
  const parts = session.os ? [kind, session.os].filter(Boolean) : [kind];
  return parts.filter(Boolean).join(', ') || text('sessions.unknown');
}

function Device({ session }: { session: AccountSession }) {
  const t = useText();
  const Icon = (session.device && deviceIcons[session.device]) || IconDevices;
  return (
    <Group gap="xs">
      <Icon size={20} aria-hidden />
      <Text size="sm" fw={600}>
        {deviceName(session)}
      </Text>
      {session.current && (
        <Badge variant="light" color="green">
          {t('sessions.current')}
        </Badge>
      )}
    </Group>
  );
}

/** An IPv4 address on one line; a long IPv6 one may break anywhere rather than widen the table. */
function Address({ ip }: { ip: string | null }) {
  const t = useText();
  if (!ip) return t('sessions.unknown');
  return <span style={ip.length <= 15 ? oneLine.style : { wordBreak: 'break-all' }}>{ip}</span>;
}

function showFailure(error: unknown) {
  notifications.show({
    color: 'red',
    title: text('sessions.endFailed'),
    message: error instanceof Error ? error.message : String(error),
  });
}

/**
 * «Сеансы»: where the user is signed in (device, browser, address, sign-in and last activity in
 * their language's date format), this session marked; any other one ends, or all of them at once,
 * each after a question.
 */
export function SessionsSection() {
  const t = useText();
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<AccountSession | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  // The ended session's button is gone with its row: the focus goes to the section's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus());

  const confirmEnd = () => {
    if (!ending) return;
    endOne.mutate(ending.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('sessions.ended') });
        focusHeading();
      },
      onError: showFailure,
      onSettled: () => setEnding(null),
    });
  };
  const confirmEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        notifications.show({ color: 'green', message: t('sessions.endedOthers', { count: ended }) });
        focusHeading();
      },
      onError: showFailure,
      onSettled: () => setEndingOthers(false),
    });

  const endButton = (session: AccountSession) =>
    session.current ? null : (
      <Button
        size="xs"
        variant="default"
        color="red"
        leftSection={<IconLogout size={16} aria-hidden />}
        aria-label={t('sessions.endNamed', { name: deviceName(session) })}
        onClick={() => setEnding(session)}
      >
        {t('sessions.end')}
      </Button>
    );

  const columns: Column<AccountSession>[] = [
    { header: t('sessions.device'), cell: (s) => <Device session={s} /> },
    { header: t('sessions.browser'), cell: (s) => s.browser ?? t('sessions.unknown'), td: oneLine },
    { header: t('sessions.ip'), cell: (s) => <Address ip={s.ip} /> },
    { header: t('sessions.signedIn'), cell: (s) => formatDateTime(s.signed_in_at), td: oneLine },
    { header: t('sessions.lastSeen'), cell: (s) => formatDateTime(s.last_seen_at), td: oneLine },
    { header: <VisuallyHidden>{t('sessions.actions')}</VisuallyHidden>, cell: endButton, td: { ta: 'right' } },
  ];

  const list = sessions.data;
  const others = list?.filter((s) => !s.current).length ?? 0;

  return (
    <SettingsSection title={t('sessions.title')} headingRef={heading}>
      <Text>{t('sessions.intro')}</Text>
      {sessions.isError ? (
        <ErrorState message={t('sessions.failed')} onRetry={() => void sessions.refetch()} />
      ) : !list ? (
        <Skeleton height={160} aria-busy="true" aria-label={t('sessions.list')} />
      ) : (
        <Stack gap="md">
          <TableOrCards
            items={list}
            label={t('sessions.list')}
            columns={columns}
            itemKey={(s) => s.id}
            minRem={52}
            busy={sessions.isFetching && !sessions.isPending}
            rowAttributes={(s) => ({ 'data-current': s.current || undefined })}
            card={(s) => (
              <Stack gap="xs">
                <Device session={s} />
                <DetailList
                  items={[
                    { label: t('sessions.browser'), value: s.browser ?? t('sessions.unknown') },
                    { label: t('sessions.ip'), value: <Address ip={s.ip} /> },
                    { label: t('sessions.signedIn'), value: formatDateTime(s.signed_in_at) },
                    { label: t('sessions.lastSeen'), value: formatDateTime(s.last_seen_at) },
                  ]}
                />
                {!s.current && <Group>{endButton(s)}</Group>}
              </Stack>
            )}
          />
          {others > 0 ? (
            <Group>
              <Button color="red.9" variant="outline" onClick={() => setEndingOthers(true)}>
                {t('sessions.endOthers')}
              </Button>
            </Group>
          ) : (
            <Text c="dimmed">{t('sessions.onlyThis')}</Text>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={ending !== null}
        title={t('sessions.endTitle')}
        question={ending ? t('sessions.endQuestion', { name: deviceName(ending) }) : ''}
        confirm={t('sessions.end')}
        cancel={t('sessions.cancel')}
        onConfirm={confirmEnd}
        onClose={() => setEnding(null)}
        busy={endOne.isPending}
        danger
      />
      <ConfirmDialog
        opened={endingOthers}
        title={t('sessions.endOthersTitle')}
        question={t('sessions.endOthersQuestion')}
        confirm={t('sessions.endOthers')}
        cancel={t('sessions.cancel')}
        onConfirm={confirmEndOthers}
        onClose={() => setEndingOthers(false)}
        busy={endOthers.isPending}
        danger
      />
    </SettingsSection>
  );
}
