import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconBellOff, IconPlus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { choiceParam, pageParam, usePageWithin, useUrlState, type UrlParams } from '../../../shared/lib/use-url-state';
import { PagedResults } from '../../../shared/ui/PagedResults';
import { useNotificationList } from '../api';
import { useText } from '../i18n';
import { AddManagerDialog } from './AddManagerDialog';
import { ManagersTab } from './ManagersTab';
import { NotificationList } from './NotificationList';

const tabs = ['notifications', 'managers'] as const;
type Tab = (typeof tabs)[number];

interface NotifyState {
  tab: Tab | null;
  page: number;
  managers_page: number;
}
const notifyParams: UrlParams<NotifyState> = {
  tab: choiceParam(tabs, 'notifications'),
  page: pageParam,
  managers_page: pageParam,
};

function NotificationsTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const t = useText();
  const list = useNotificationList(page);
  usePageWithin(page, list.isPlaceholderData ? undefined : list.data?.meta.last_page, onPage);
  return (
    <PagedResults
      list={list}
      empty={t('empty')}
      emptyIcon={IconBellOff}
      failed={t('failed')}
      loading={{ rows: 5, height: 36 }}
      onPage={onPage}
    >
      {(items, busy) => <NotificationList items={items} busy={busy} />}
    </PagedResults>
  );
}

/**
 * «Уведомления» (001 §2, 002 §2.5): the notifications with «Новое уведомление», and the managers
 * with «Добавить менеджера»; the tab and the pages live in the address.
 */
export function NotifyPage() {
  const t = useText();
  const [url, setUrl] = useUrlState(notifyParams);
  const [adding, setAdding] = useState(false);
  const tab = url.tab ?? 'notifications';
  return (
    <Stack gap="md" maw={1200}>
      <Tabs value={tab} onChange={(next) => next && setUrl({ tab: next as Tab })} keepMounted={false}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Tabs.List>
            <Tabs.Tab value="notifications">{t('tabs.notifications')}</Tabs.Tab>
            <Tabs.Tab value="managers">{t('tabs.managers')}</Tabs.Tab>
          </Tabs.List>
          {tab === 'notifications' ? (
            <Button component={Link} to="/notify/new" leftSection={<IconPlus size={18} aria-hidden />}>
              {t('newNotification')}
            </Button>
          ) : (
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
              {t('addManager')}
            </Button>
          )}
        </Group>
        <Tabs.Panel value="notifications" pt="md">
          <NotificationsTab page={url.page} onPage={(page) => setUrl({ page })} />
        </Tabs.Panel>
        <Tabs.Panel value="managers" pt="md">
          <ManagersTab page={url.managers_page} onPage={(managers_page) => setUrl({ managers_page })} />
        </Tabs.Panel>
      </Tabs>
      <AddManagerDialog opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
