import { notifications } from '@mantine/notifications';
import type { ManagedNotificationItem } from '@portal/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { countAudience } from '../../../shared/audience/api';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useSendNotification } from '../api';
import { text, useText } from '../i18n';

type Sendable = Pick<ManagedNotificationItem, 'id' | 'extra_data'>;

/** What is sent: the notification as it is, or as `prepare` makes it (saves the editor's changes; null stops). */
interface Target {
  notification: Sendable;
  prepare?: () => Promise<Sendable | null>;
}

/** A reason not to send that the manager can act on (001 §8): a warning, not «Ошибка. Обратитесь к разработчику.». */
export const warnNotSent = (message: string) =>
  notifications.show({
    color: 'yellow',
    icon: <IconAlertTriangle size={18} aria-hidden />,
    title: text('notSent'),
    message,
  });

export const failed = (error: Error) =>
  notifications.show({
    color: 'red',
    title: text('failed'),
    message: error.message === text('failed') ? undefined : error.message,
  });

/**
 * «Отправить» (001 §4): the confirmation «Вы действительно хотите отправить уведомление?», then the
 * audience is counted, and only above 0 is the send call made; at 0 (or when the server finds the
 * audience empty meanwhile) the manager reads «Невозможно отправить уведомление, так как количество
 * пользователей 0.» as a warning. The list's row menu and a draft's own page both send this way.
 */
export function useSendFlow(onSent?: () => void) {
  const t = useText();
  const [target, setTarget] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);
  const send = useSendNotification();

  const sendNow = async (chosen: Target) => {
    setBusy(true);
    try {
      const notification = chosen.prepare ? await chosen.prepare() : chosen.notification;
      if (!notification) return;
      const filter = notification.extra_data?.filter;
      if (!filter) return warnNotSent(t('noAudience'));
      const { count } = await countAudience(filter);
      if (count === 0) return warnNotSent(t('audienceEmpty'));
      await send.mutateAsync(notification.id);
      notifications.show({ color: 'green', message: t('sent') });
      onSent?.();
    } catch (error) {
      // The server's refusal (an audience emptied since the count, no longer a draft) says why.
      if (isApiError(error) && error.status === 422) warnNotSent(error.message);
      else failed(error as Error);
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      opened={target !== null}
      title={t('confirmTitle')}
      question={t('confirmSend')}
      confirm={t('confirm')}
      cancel={t('cancel')}
      onConfirm={() => target && void sendNow(target)}
      onClose={() => !busy && setTarget(null)}
      busy={busy}
    />
  );
  return {
    /** Asks for the confirmation; `prepare` runs after it, before the count. */
    start: (notification: Sendable, prepare?: () => Promise<Sendable | null>) => setTarget({ notification, prepare }),
    busy,
    dialog,
  };
}
