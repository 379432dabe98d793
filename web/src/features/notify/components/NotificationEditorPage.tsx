import { Anchor, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { choiceParam, useUrlState, type UrlParams } from '../../../shared/lib/use-url-state';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useNotification } from '../api';
import { useText } from '../i18n';
import { LoadFailed } from './LoadFailed';
import { NotificationForm } from './NotificationForm';
import { NotificationReports } from './NotificationReports';

const tabs = ['notification', 'report'] as const;
const editorParams: UrlParams<{ tab: (typeof tabs)[number] | null }> = { tab: choiceParam(tabs, 'notification') };

function BackLink() {
  const t = useText();
  return (
    <Anchor
      component={Link}
      to="/notify"
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
    >
      <IconArrowLeft size={16} aria-hidden />
      {t('editor.back')}
    </Anchor>
  );
}

/**
 * /notify/new and /notify/{id} (001 §2): the tab «Уведомления» with the form (a new one's too), and
 * «Отчет» once the notification is not a draft.
 */
export function NotificationEditorPage() {
  const t = useText();
  const params = useParams();
  const id = params.id && /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
  const notification = useNotification(id);
  const [url, setUrl] = useUrlState(editorParams);

  if (id === null) {
    // The same tab strip as a saved notification's (issue 29), «Отчет» only once one is sent.
    return (
      <Stack gap="md">
        <BackLink />
        <Tabs value="notification">
          <Tabs.List>
            <Tabs.Tab value="notification">{t('tabs.notifications')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="notification" pt="md">
            <NotificationForm />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    );
  }
  if (notification.isPending) return <PageLoader />;
  if (notification.isError) {
    return (
      <Stack gap="md">
        <BackLink />
        {isApiError(notification.error) && notification.error.status === 404 ? (
          <EmptyState>{t('editor.notFound')}</EmptyState>
        ) : (
          <LoadFailed onRetry={() => void notification.refetch()} />
        )}
      </Stack>
    );
  }
  const withReport = notification.data.status !== 'draft';
  const tab = withReport ? (url.tab ?? 'notification') : 'notification';
  return (
    <Stack gap="md">
      <BackLink />
      <Tabs value={tab} onChange={(next) => next && setUrl({ tab: next as (typeof tabs)[number] })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="notification">{t('tabs.notifications')}</Tabs.Tab>
          {withReport && <Tabs.Tab value="report">{t('tabs.report')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="notification" pt="md">
          {/* A new form when the notification changes (sent meanwhile, another id). */}
          <NotificationForm
            key={`${notification.data.id}-${notification.data.status}`}
            notification={notification.data}
          />
        </Tabs.Panel>
        {withReport && (
          <Tabs.Panel value="report" pt="md">
            <NotificationReports notificationId={notification.data.id} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
