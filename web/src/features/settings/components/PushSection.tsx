import { Alert, Loader, Group, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconBellOff } from '@tabler/icons-react';
import { useCurrentUser } from '../../../shared/session/session-context';
import { isPushFailure, readPushState, turnPushOff, turnPushOn, type PushFailureReason } from '../push';
import { useText } from '../i18n';
import { SettingsSection } from './SettingsSection';

const pushStateKey = ['push', 'this-device'] as const;

const failureText = {
  unsupported: 'push.unsupported',
  denied: 'push.denied',
  dismissed: 'push.dismissed',
  'no-worker': 'push.noWorker',
  'push-service': 'push.pushService',
} as const satisfies Record<PushFailureReason, string>;

/**
 * «Получать уведомления на этом устройстве»: the browser's permission and this device's push
 * subscription (push.ts). Not for a browser without the Push API; blocked notifications are
 * explained, and a push service that fails is said in words, not thrown.
 */
export function PushSection() {
  const t = useText();
  const queryClient = useQueryClient();
  const { id: userId } = useCurrentUser();
  const state = useQuery({
    queryKey: [...pushStateKey, userId],
    queryFn: () => readPushState(userId),
    staleTime: 0,
    retry: false,
  });
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? turnPushOn(userId) : turnPushOff()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushStateKey }),
  });

  const error = change.error;
  const errorText: string | null = error ? (isPushFailure(error) ? t(failureText[error.reason]) : error.message) : null;
  // Blocked: the switch cannot help until the browser's setting is changed (said below).
  const denied = state.data === 'denied' || (isPushFailure(error) && error.reason === 'denied');

  return (
    <SettingsSection title={t('push.title')}>
      {state.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('push.checking')}</Text>
        </Group>
      ) : state.data === 'unsupported' ? (
        <Alert variant="light" color="gray" icon={<IconBellOff aria-hidden />}>
          {t('push.unsupported')}
        </Alert>
      ) : (
        <>
          <Switch
            size="md"
            label={t('push.toggle')}
            description={t('push.hint')}
            checked={change.isPending ? change.variables : state.data === 'on'}
            disabled={change.isPending || denied}
            onChange={(event) => change.mutate(event.currentTarget.checked)}
            thumbIcon={change.isPending ? <Loader size={10} aria-hidden /> : undefined}
          />
          {denied ? (
            <Alert variant="light" color="yellow" icon={<IconBellOff aria-hidden />} title={t('push.denied')}>
              {t('push.deniedHint')}
            </Alert>
          ) : (
            errorText && (
              <Alert
                variant="light"
                color="red"
                role="alert"
                icon={<IconAlertTriangle aria-hidden />}
                title={t('push.failed')}
              >
                {errorText}
              </Alert>
            )
          )}
        </>
      )}
    </SettingsSection>
  );
}
