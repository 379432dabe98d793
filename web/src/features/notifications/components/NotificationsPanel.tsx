import { Button, Group, Tabs, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import type { InboxNotification } from '@portal/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SidePanel } from '../../../shared/ui/SidePanel';
import { useMarkAllAsRead, useMarkAsRead, useRefreshInboxLists, useUnreadCount } from '../api';
import { useText } from '../i18n';
import { useLinkedNotification } from '../linked';
import { NotificationDetail } from './NotificationDetail';
import { NotificationList } from './NotificationList';

interface NotificationsPanelProps {
  opened: boolean;
  onClose: () => void;
  /** Opens the panel: a letter's or a push message's link (`/?notification=ID`) shows its notification in it. */
  onShow: () => void;
}

type Tab = 'unread' | 'read';

/**
 * The inbox: a drawer from the right with the unread and read tabs («Прочитать все» over the
 * unread ones), and the detail view over it.
 */
export function NotificationsPanel({ opened, onClose, onShow }: NotificationsPanelProps) {
  const t = useText();
  const [tab, setTab] = useState<Tab>('unread');
  const [selected, setSelected] = useState<InboxNotification | null>(null);
  const markAsRead = useMarkAsRead();
  const markAll = useMarkAllAsRead();
  const unread = useUnreadCount().data ?? 0;
  const refreshLists = useRefreshInboxLists();
  // The open detail's marking as read, if it marked one: the lists change when it closes.
  const marking = useRef<Promise<unknown> | null>(null);
  const tabList = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  const open = (notification: InboxNotification) => {
    setSelected(notification);
    if (!notification.is_read) marking.current = markAsRead.mutateAsync([notification.id]).catch(() => undefined);
  };
  const [linkedMissing, setLinkedMissing] = useState(false);
  useLinkedNotification((notification) => {
    onShow();
    setLinkedMissing(notification === null);
    if (!notification) return setTab('unread');
    setTab(notification.is_read ? 'read' : 'unread');
    open(notification);
  });

  // The list stays as it was behind the detail (the opened item does not vanish while it is read),
  // and is brought up to date once the detail closes and the server has marked it; the bell's
  // count drops at once.
  const closeDetail = () => {
    setSelected(null);
    const pending = marking.current;
    marking.current = null;
    if (pending) {
      keepFocusInPanel();
      void pending.then(refreshLists);
    }
  };

  // The read item leaves «Непрочитанные» once the lists are refreshed, taking the focus it was given
  // back: while that may happen, a focus that falls to the page (or to the drawer itself, where its
  // trap catches it) goes to the selected tab.
  const keepFocusInPanel = () => {
    const panel = tabList.current?.closest<HTMLElement>('[role="dialog"]');
    if (!panel) return;
    const rescue = () => {
      const focused = document.activeElement;
      if (focused && focused !== document.body && focused !== panel && focused.isConnected) return;
      tabList.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    };
    const observer = new MutationObserver(rescue);
    observer.observe(panel, { childList: true, subtree: true });
    window.setTimeout(() => observer.disconnect(), 5000);
  };

  return (
    <>
      {/* The detail view is a separate modal: Escape there must close it, not the panel too. */}
      <SidePanel opened={opened} onClose={onClose} title={t('panelTitle')} closeOnEscape={selected === null}>
        <Tabs value={tab} onChange={(value) => setTab(value === 'read' ? 'read' : 'unread')} keepMounted={false}>
          <Tabs.List grow mb="md" ref={tabList}>
            <Tabs.Tab value="unread">{t('unreadTab')}</Tabs.Tab>
            <Tabs.Tab value="read">{t('readTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="unread">
            {unread > 0 && (
              <Group justify="flex-end" mb="sm">
                <Button
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconChecks size={16} aria-hidden />}
                  loading={markAll.isPending}
                  onClick={() =>
                    markAll.mutate(undefined, {
                      // The button goes with the last unread one: the focus stays on the tab.
                      onSuccess: () =>
                        tabList.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
                    })
                  }
                >
                  {t('markAll')}
                </Button>
              </Group>
            )}
            {linkedMissing && (
              <Text c="red.8" size="sm" role="alert" mb="sm">
                {t('linkedMissing')}
              </Text>
            )}
            {markAll.isError && (
              <Text c="red.8" size="sm" role="alert" mb="sm">
                {t('markAllFailed')}
              </Text>
            )}
            <NotificationList isRead={false} onOpen={open} held={selected !== null} />
          </Tabs.Panel>
          <Tabs.Panel value="read">
            <NotificationList isRead onOpen={open} held={selected !== null} />
          </Tabs.Panel>
        </Tabs>
      </SidePanel>
      <NotificationDetail
        notification={selected}
        onClose={closeDetail}
        onFollowLink={(path) => {
          closeDetail();
          onClose();
          void navigate(path);
        }}
      />
    </>
  );
}
