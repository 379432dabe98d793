import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ManagedNotificationItem } from '@portal/contract';
import { IconCopy, IconDots, IconEye, IconEyeOff, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useCopyNotification, useHideNotification, useSendNotification, useShowNotification } from '../api';
import { notifyUiStrings as s } from '../strings';

const failed = (error: Error) => notifications.show({ color: 'red', title: s.failed, message: error.message === s.failed ? undefined : error.message });

/**
 * The row menu (001 §2): «Отправить» for a draft after the confirmation, «Скрыть» or «Показать»
 * for a sent one, «Создать копию уведомления» for any. A refusal (an audience of 0) is told.
 */
export function NotificationRowMenu({ item }: { item: ManagedNotificationItem }) {
  const [confirming, setConfirming] = useState(false);
  const send = useSendNotification();
  const hide = useHideNotification();
  const show = useShowNotification();
  const copy = useCopyNotification();

  const sendNow = () =>
    send.mutate(item.id, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ color: 'green', message: s.sent });
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
          <ActionIcon variant="subtle" color="gray" aria-label={s.menu(item.name)} loading={send.isPending || hide.isPending || show.isPending || copy.isPending}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {item.status === 'draft' && (
            <Menu.Item leftSection={<IconSend size={16} aria-hidden />} onClick={() => setConfirming(true)}>
              {s.send}
            </Menu.Item>
          )}
          {item.status === 'sent' &&
            (item.is_hidden ? (
              <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => show.mutate(item.id, { onError: failed })}>
                {s.show}
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconEyeOff size={16} aria-hidden />} onClick={() => hide.mutate(item.id, { onError: failed })}>
                {s.hide}
              </Menu.Item>
            ))}
          <Menu.Item
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() =>
              copy.mutate(item.id, {
                onSuccess: (created) => notifications.show({ color: 'green', message: s.copied(created.name) }),
                onError: failed,
              })
            }
          >
            {s.copy}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirming}
        title={s.confirmTitle}
        question={s.confirmSend}
        confirm={s.confirm}
        cancel={s.cancel}
        onConfirm={sendNow}
        onClose={() => setConfirming(false)}
        busy={send.isPending}
      />
    </>
  );
}
