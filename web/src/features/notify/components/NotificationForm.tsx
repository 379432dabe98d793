import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  notifyEndpoints,
  type AudienceFilter,
  type ManagedNotification,
  type NotificationBody,
} from '@portal/contract';
import { IconAlertCircle, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { VerifiedCheckbox } from '../../../shared/ui/VerifiedCheckbox';
import { useCreateNotification, useUpdateNotification } from '../api';
import { useText } from '../i18n';
import { AudienceField } from '../../../shared/audience/AudienceField';
import { ContentEditor } from './ContentEditor';
import { useSendFlow } from './useSendFlow';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The tab «Уведомления» (001 §2): name, text, audience, «Я проверил(а), все верно» and Save, which
 * goes back to /notify; checked by the call's contract, the server's field errors show under their
 * fields. Read-only once sent. A saved draft has «Отправить» too (issue 29), as in the list: changes
 * not saved yet are saved first (so the checkbox is needed for them), after the confirmation.
 */
export function NotificationForm({ notification }: { notification?: ManagedNotification }) {
  const t = useText();
  const readOnly = notification !== undefined && notification.status !== 'draft';
  const create = useCreateNotification();
  const update = useUpdateNotification();
  const navigate = useNavigate();
  const form = useContractForm(notifyEndpoints.create.body, {
    initial: {
      name: notification?.name ?? '',
      content: notification?.content ?? '',
      filter: (notification?.extra_data?.filter ?? null) as AudienceFilter | null,
      verified: false,
    },
    toBody: ({ name, content, filter }): NotificationBody => ({
      name,
      content,
      extra_data: { ...(notification?.extra_data ?? {}), ...(filter ? { filter } : {}) },
    }),
    fields: { extra_data: 'filter' },
    required: { name: t('editor.required'), content: t('editor.required'), verified: t('editor.required') },
  });

  const sending = useSendFlow();
  const changed =
    notification !== undefined &&
    (form.values.name !== notification.name ||
      form.values.content !== notification.content ||
      !sameJson(form.values.filter, notification.extra_data?.filter));
  /** Saves what was changed, then the send goes on with the saved draft; null when the save failed. */
  const saveForSending = async (body: NotificationBody) => {
    try {
      return await update.mutateAsync({ id: notification!.id, body });
    } catch (cause) {
      if (isApiError(cause) && cause.status === 422) form.fail(cause, t('failed'));
      else form.setFailure(t('failed'));
      return null;
    }
  };
  const startSending = () => {
    if (!notification) return;
    if (!changed) return sending.start(notification);
    const body = form.check();
    if (body) sending.start(notification, () => saveForSending(body));
  };

  const save = form.onSubmit((body: NotificationBody) => {
    const done = {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('editor.saved') });
        void navigate('/notify');
      },
      onError: (cause: Error) => {
        if (isApiError(cause) && cause.status === 422) form.fail(cause, t('failed'));
        else form.setFailure(t('failed'));
      },
    };
    if (notification) update.mutate({ id: notification.id, body }, done);
    else create.mutate(body, done);
  });

  return (
    <Stack gap="md" maw={820}>
      {readOnly && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('editor.readOnly')}
        </Alert>
      )}
      <TextInput label={t('editor.name')} {...form.input('name')} readOnly={readOnly} withAsterisk={!readOnly} />
      <ContentEditor
        label={t('editor.content')}
        value={form.values.content}
        onChange={(content) => form.setValue('content', content)}
        error={form.errors.content}
        readOnly={readOnly}
      />
      <AudienceField
        value={form.values.filter}
        onChange={(filter) => form.setValue('filter', filter)}
        error={form.errors.filter}
        readOnly={readOnly}
      />
      {!readOnly && (
        <>
          <VerifiedCheckbox
            label={t('editor.verified')}
            checked={form.values.verified}
            onChange={(checked) => form.setValue('verified', checked)}
            error={form.errors.verified}
          />
          {form.failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {form.failure}
            </Alert>
          )}
          <Group gap="sm">
            <Button onClick={() => save()} loading={create.isPending || (update.isPending && !sending.busy)}>
              {t('editor.save')}
            </Button>
            {notification && (
              <Button
                variant="light"
                leftSection={<IconSend size={18} aria-hidden />}
                onClick={startSending}
                loading={sending.busy}
              >
                {t('editor.send')}
              </Button>
            )}
          </Group>
          {sending.dialog}
        </>
      )}
    </Stack>
  );
}
