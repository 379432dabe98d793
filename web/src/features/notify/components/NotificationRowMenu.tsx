import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ManagedNotificationItem } from '@portal/contract';
import { IconCopy, IconDots, IconEye, IconEyeOff, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useCopyNotification, useHideNotification, useSendNotification, useShowNotification } from '../api';
import { text, useText } from '../i18n';

const failed = (error: Error) =>
  notifications.show({
    color: 'red',
    title: text('failed'),
    message: error.message === text('failed') ? undefined : error.message,
  });

/**
 * The row menu (001 §2): «Отправить» for a draft after the confirmation, «Скрыть» or «Показать»
 * for a sent one, «Создать копию уведомления» for any. A refusal (an audience of 0) is told.
 */
export function NotificationRowMenu({ item }: { item: ManagedNotificationItem }) {
  const t = useText();
  const [confirming, setConfirming] = useState(false);
  const send = useSendNotification();
  const hide = useHideNotification();
  const show = useShowNotification();
  const copy = useCopyNotification();

  const sendNow = () =>
    send.mutate(item.id, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ color: 'green', message: t('sent') });
      },
      onError: (error) => {
        setConfirming(false);
        failed(error);
      },
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('menu', { name: item.name })}
            loading={send.isPending || hide.isPending || show.isPending || copy.isPending}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {item.status === 'draft' && (
            <Menu.Item leftSection={<IconSend size={16} aria-hidden />} onClick={() => setConfirming(true)}>
              {t('send')}
            </Menu.Item>
          )}
          {item.status === 'sent' &&
            (item.is_hidden ? (
              <Menu.Item
                leftSection={<IconEye size={16} aria-hidden />}
                onClick={() => show.mutate(item.id, { onError: failed })}
              >
                {t('show')}
              </Menu.Item>
            ) : (
              <Menu.Item
                leftSection={<IconEyeOff size={16} aria-hidden />}
                onClick={() => hide.mutate(item.id, { onError: failed })}
              >
                {t('hide')}
              </Menu.Item>
            ))}
          <Menu.Item
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() =>
              copy.mutate(item.id, {
                onSuccess: (created) =>
                  notifications.show({ color: 'green', message: t('copied', { name: created.name }) }),
                onError: failed,
              })
            }
          >
            {t('copy')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirming}
        title={t('confirmTitle')}
        question={t('confirmSend')}
        confirm={t('confirm')}
        cancel={t('cancel')}
        onConfirm={sendNow}
        onClose={() => setConfirming(false)}
        busy={send.isPending}
      />
    </>
  );
}
