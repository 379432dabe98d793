import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { NOTIFICATION_NAME_MAX, type AudienceFilter, type ManagedNotification } from '@portal/contract';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { VerifiedCheckbox } from '../../../shared/ui/VerifiedCheckbox';
import { useCreateNotification, useUpdateNotification } from '../api';
import { useText } from '../i18n';
import { AudienceField } from '../../../shared/audience/AudienceField';
import { ContentEditor } from './ContentEditor';

type Errors = Partial<Record<'name' | 'content' | 'extra_data' | 'verified', string>>;

/**
 * The tab «Уведомления» (001 §2): name, text, audience, «Я проверил(а), все верно» and Save, which
 * goes back to /notify; the server's field errors show under their fields. Read-only once sent.
 */
export function NotificationForm({ notification }: { notification?: ManagedNotification }) {
  const t = useText();
  const readOnly = notification !== undefined && notification.status !== 'draft';
  const [name, setName] = useState(notification?.name ?? '');
  const [content, setContent] = useState(notification?.content ?? '');
  const [filter, setFilter] = useState<AudienceFilter | null>(notification?.extra_data?.filter ?? null);
  const [verified, setVerified] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const create = useCreateNotification();
  const update = useUpdateNotification();
  const navigate = useNavigate();

  const save = () => {
    const local: Errors = {};
    if (!name.trim()) local.name = t('editor.required');
    if (!content.trim()) local.content = t('editor.required');
    if (!verified) local.verified = t('editor.required');
    setErrors(local);
    setFailed(null);
    if (Object.keys(local).length > 0) return;
    const body = { name, content, extra_data: { ...(notification?.extra_data ?? {}), ...(filter ? { filter } : {}) } };
    const done = {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('editor.saved') });
        void navigate('/notify');
      },
      onError: (cause: Error) => {
        if (isApiError(cause) && cause.status === 422 && Object.keys(cause.errors).length > 0) {
          setErrors({
            name: cause.fieldError('name'),
            content: cause.fieldError('content'),
            extra_data: cause.fieldError('extra_data'),
          });
          if (!cause.fieldError('name') && !cause.fieldError('content') && !cause.fieldError('extra_data'))
            setFailed(cause.message);
        } else setFailed(isApiError(cause) && cause.status === 422 ? cause.message : t('failed'));
      },
    };
    if (notification) update.mutate({ id: notification.id, body }, done);
    else create.mutate(body, done);
  };

  return (
    <Stack gap="md" maw={820}>
      {readOnly && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('editor.readOnly')}
        </Alert>
      )}
      <TextInput
        label={t('editor.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        maxLength={NOTIFICATION_NAME_MAX}
        readOnly={readOnly}
        withAsterisk={!readOnly}
      />
      <ContentEditor
        label={t('editor.content')}
        value={content}
        onChange={setContent}
        error={errors.content}
        readOnly={readOnly}
      />
      <AudienceField value={filter} onChange={setFilter} error={errors.extra_data} readOnly={readOnly} />
      {!readOnly && (
        <>
          <VerifiedCheckbox
            label={t('editor.verified')}
            checked={verified}
            onChange={(checked) => {
              setVerified(checked);
              setErrors((e) => ({ ...e, verified: undefined }));
            }}
            error={errors.verified}
          />
          {failed && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {failed}
            </Alert>
          )}
          <Button onClick={save} loading={create.isPending || update.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('editor.save')}
          </Button>
        </>
      )}
    </Stack>
  );
}
