import { Anchor, Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { authEndpoints, type ChangePasswordBody } from '@portal/contract';
import { sharedText } from '../../../shared/i18n/shared-text';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { signOut } from '../../../shared/session/session-api';
import { MAIN_ID } from '../../../shared/ui/landmarks';
import { Logo } from '../../../shared/ui/Logo';
import { useChangePassword } from '../api';
import { useText } from '../i18n';
import { NewPasswordFields, usePasswordToggle } from './PasswordFields';
import classes from './SignInPage.module.css';

/**
 * «Смена пароля» (issue 16): a session opened with a temporary password must choose a new one
 * before anything else; the app shows this instead of its screens while the session says so, on
 * every reload too. After the change the app goes on to the user's home.
 */
export default function PasswordChangePage({ tools }: { tools?: ReactNode }) {
  const t = useText();
  useDocumentTitle(t('passwordChange.title'));
  const change = useChangePassword();
  const toggle = usePasswordToggle();
  // The contract's rules of a new password (its length, not blank, typed twice the same), the same the server checks.
  const form = useContractForm(authEndpoints.changePassword.body, {
    initial: { password: '', confirmation: '' },
    toBody: (values) => ({ password: values.password, password_confirmation: values.confirmation }),
    fields: { password_confirmation: 'confirmation' },
  });

  const send = async (body: ChangePasswordBody) => {
    if (change.isPending) return;
    try {
      await change.mutateAsync(body);
    } catch (cause) {
      form.fail(cause, sharedText('messages:internal'));
    }
  };

  return (
    <Box component="main" id={MAIN_ID} tabIndex={-1} className={classes.page}>
      {tools && (
        <Group justify="flex-end" px="sm" pt="sm">
          {tools}
        </Group>
      )}
      <Center className={classes.middle} p="md">
        <Paper className={classes.card} shadow="md" radius="lg" p={{ base: 'lg', xs: 'xl' }} withBorder>
          <Stack gap="lg">
            <Stack gap={6} align="center">
              <Logo size={44} />
            </Stack>
            <Title order={1} size="h2" ta="center">
              {t('passwordChange.title')}
            </Title>
            <Text size="sm">{t('passwordChange.intro')}</Text>
            <form onSubmit={form.onSubmit(send)} noValidate aria-label={t('passwordChange.title')}>
              <Stack gap="md">
                <NewPasswordFields form={form} toggle={toggle} rules="passwordChange.rules" />
                <Button type="submit" size="md" fullWidth loading={change.isPending}>
                  {t('passwordChange.submit')}
                </Button>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => void signOut()}
                  style={{ alignSelf: 'center' }}
                >
                  {t('passwordChange.signOut')}
                </Anchor>
              </Stack>
            </form>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
