import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { CopyValueButton } from '../../../shared/ui/CopyValueButton';
import { usePasswordStatus, useResetPassword } from '../api';
import { useText } from '../i18n';

/**
 * «Сбросить пароль» in an admin's student and employee panels (issue 16; 000: forgotten passwords
 * go through the directorate): after a confirmation the user gets a temporary password, shown
 * here once with a copy button, to be handed over in person. Where the server says the password
 * cannot be reset here (kept in the university's LDAP, an admin's) it says why instead.
 */
export function PasswordReset({ userId }: { userId: number }) {
  const t = useText();
  const status = usePasswordStatus(userId);
  const reset = useResetPassword(userId);
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState<string | null>(null);

  if (!status.data) return null;
  if (!status.data.can_reset) {
    return (
      <Text size="sm" c="dimmed">
        {status.data.reason}
      </Text>
    );
  }
  const closeShown = () => {
    setShown(null);
    reset.reset(); // the password is kept nowhere once the window is closed
  };
  return (
    <Stack gap="xs">
      {status.data.must_change && (
        <Text size="sm" c="dimmed">
          {t('temporaryPending')}
        </Text>
      )}
      {reset.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {reset.error.message}
        </Alert>
      )}
      <Button
        fullWidth
        variant="default"
        leftSection={<IconKey size={18} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        {t('resetPassword')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('resetTitle')}
        question={t('resetQuestion')}
        confirm={t('resetPassword')}
        cancel={t('resetCancel')}
        danger
        busy={reset.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: ({ password }) => setShown(password),
            onSettled: () => setConfirming(false),
          })
        }
      />
      <Modal
        opened={shown !== null}
        onClose={closeShown}
        title={t('temporaryTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('temporaryDone') }}
      >
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <Code fz="xl" px="md" py="xs" style={{ letterSpacing: '0.1em' }}>
              {shown}
            </Code>
            <CopyValueButton value={shown ?? ''} name={t('temporaryLabel')} />
          </Group>
          <Text size="sm">{t('temporaryNote')}</Text>
          <Group justify="flex-end">
            <Button onClick={closeShown} data-autofocus>
              {t('temporaryDone')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
