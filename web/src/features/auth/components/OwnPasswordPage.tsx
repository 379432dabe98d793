import { Alert, Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { authEndpoints, type ChangeOwnPasswordBody } from '@portal/contract';
import { sharedText } from '../../../shared/i18n/shared-text';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { readImpersonation } from '../../../shared/session/impersonation';
import { useCurrentUser } from '../../../shared/session/session-context';
import { useChangeOwnPassword } from '../api';
import { useText } from '../i18n';
import { NewPasswordFields, usePasswordToggle } from './PasswordFields';

/**
 * «Смена пароля» at /password, from the profile menu (issue 30 §7): the current password, then the
 * new one twice. The other sessions of the user end; this one goes on to the home. Not for a
 * password kept in the university's directory, nor for an admin signed in as the user.
 */
export default function OwnPasswordPage() {
  const t = useText();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const change = useChangeOwnPassword();
  const toggle = usePasswordToggle();
  const form = useContractForm(authEndpoints.changeOwnPassword.body, {
    initial: { current: '', password: '', confirmation: '' },
    toBody: (values) => ({
      current_password: values.current,
      password: values.password,
      password_confirmation: values.confirmation,
    }),
    fields: { current_password: 'current', password_confirmation: 'confirmation' },
  });

  const refusal = readImpersonation()
    ? sharedText('messages:inPersonOnly')
    : user.can_change_password !== true
      ? t('ownPassword.unavailable')
      : null;
  if (refusal) {
    return (
      <Alert maw={560} color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {refusal}
      </Alert>
    );
  }

  const send = async (body: ChangeOwnPasswordBody) => {
    if (change.isPending) return;
    try {
      await change.mutateAsync(body);
      notifications.show({ color: 'green', message: t('ownPassword.changed') });
      void navigate('/');
    } catch (cause) {
      form.fail(cause, sharedText('messages:internal'));
    }
  };

  return (
    <Paper maw={480} p={{ base: 'md', xs: 'lg' }} radius="md" withBorder>
      <form onSubmit={form.onSubmit(send)} noValidate aria-label={t('passwordChange.title')}>
        <Stack gap="md">
          <Text size="sm">{t('ownPassword.intro')}</Text>
          <PasswordInput
            label={t('ownPassword.current')}
            name="current-password"
            autoComplete="current-password"
            required
            {...form.input('current')}
            {...toggle}
          />
          <NewPasswordFields form={form} toggle={toggle} rules="ownPassword.rules" />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('ownPassword.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
