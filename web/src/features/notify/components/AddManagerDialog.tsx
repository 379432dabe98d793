import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EmployeeListItem } from '@portal/contract';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { EmployeeSelect } from '../../../shared/employee-search/EmployeeSelect';
import { fullName } from '../../../shared/lib/names';
import { useAddManager } from '../api';
import { useText } from '../i18n';

/**
 * «Добавить менеджера» (001 §2, §5): a surname search, the chosen employee's e-mail read-only, and
 * Save; only employees with an account can be chosen. «Обязательное поле» without a choice; a
 * duplicate is told at the field.
 */
export function AddManagerDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useText();
  const [chosen, setChosen] = useState<EmployeeListItem | null>(null);
  const [error, setError] = useState<string | undefined>();
  const add = useAddManager();

  const close = () => {
    setChosen(null);
    setError(undefined);
    add.reset();
    onClose();
  };
  const save = () => {
    if (!chosen) {
      setError(t('managers.required'));
      return;
    }
    add.mutate(
      { permission_key: 'notification_manager', account_uuid: chosen.uuid },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('managers.added', { name: fullName(chosen) }) });
          close();
        },
        onError: (cause) =>
          setError(isApiError(cause) ? (cause.fieldError('account_uuid') ?? cause.message) : t('failed')),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('managers.formTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('cancel') }}
    >
      <Stack gap="sm">
        <EmployeeSelect
          label={t('managers.employee')}
          value={chosen}
          onChange={(employee) => {
            setChosen(employee);
            setError(undefined);
          }}
          error={error}
          required
          autoFocus
        />
        <TextInput label={t('managers.email')} value={chosen?.email ?? ''} readOnly />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={save} loading={add.isPending}>
            {t('managers.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
