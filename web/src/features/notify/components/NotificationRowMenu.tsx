import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ManagedNotificationItem } from '@portal/contract';
import { IconCopy, IconDots, IconEye, IconEyeOff, IconSend } from '@tabler/icons-react';
import { useCopyNotification, useHideNotification, useShowNotification } from '../api';
import { useText } from '../i18n';
import { failed, useSendFlow } from './useSendFlow';

/**
 * The row menu (001 §2): «Отправить» for a draft after the confirmation, «Скрыть» or «Показать»
 * for a sent one, «Создать копию уведомления» for any. An audience of 0 is told as a warning (useSendFlow).
 */
export function NotificationRowMenu({ item }: { item: ManagedNotificationItem }) {
  const t = useText();
  const sending = useSendFlow();
  const hide = useHideNotification();
  const show = useShowNotification();
  const copy = useCopyNotification();

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('menu', { name: item.name })}
            loading={sending.busy || hide.isPending || show.isPending || copy.isPending}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {item.status === 'draft' && (
            <Menu.Item leftSection={<IconSend size={16} aria-hidden />} onClick={() => sending.start(item)}>
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
      {sending.dialog}
    </>
  );
}
