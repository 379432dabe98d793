import { Drawer, Tabs } from '@mantine/core';
import type { InboxNotification } from '@portal/contract';
import { useState } from 'react';
import { useMarkAsRead } from '../api';
import { notificationStrings } from '../strings';
import { NotificationDetail } from './NotificationDetail';
import { NotificationList } from './NotificationList';

interface NotificationsPanelProps {
  opened: boolean;
  onClose: () => void;
}

type Tab = 'unread' | 'read';

/** The inbox: a drawer from the right with the unread and read tabs, and the detail view over it. */
export function NotificationsPanel({ opened, onClose }: NotificationsPanelProps) {
  const [tab, setTab] = useState<Tab>('unread');
  const [selected, setSelected] = useState<InboxNotification | null>(null);
  const markAsRead = useMarkAsRead();

  const open = (notification: InboxNotification) => {
    setSelected(notification);
    if (!notification.is_read) markAsRead.mutate([notification.id]);
  };

  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        size="md"
        title={notificationStrings.panelTitle}
        closeButtonProps={{ 'aria-label': notificationStrings.close }}
        // The detail view is a separate modal: Escape there must close it, not the panel too.
        closeOnEscape={selected === null}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      >
        <Tabs value={tab} onChange={(value) => setTab(value === 'read' ? 'read' : 'unread')} keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="unread">{notificationStrings.unreadTab}</Tabs.Tab>
            <Tabs.Tab value="read">{notificationStrings.readTab}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="unread">
            <NotificationList isRead={false} onOpen={open} />
          </Tabs.Panel>
          <Tabs.Panel value="read">
            <NotificationList isRead onOpen={open} />
          </Tabs.Panel>
        </Tabs>
      </Drawer>
      <NotificationDetail notification={selected} onClose={() => setSelected(null)} />
    </>
  );
}
