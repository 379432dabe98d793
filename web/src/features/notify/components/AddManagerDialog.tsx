import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { permissionEndpoints, type EmployeeListItem, type PermissionChangeBody } from '@portal/contract';
import { EmployeeSelect } from '../../../shared/employee-search/EmployeeSelect';
import { fullName } from '../../../shared/lib/names';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { useAddManager } from '../api';
import { useText } from '../i18n';

/**
 * «Добавить менеджера» (001 §2, §5): a surname search, the chosen employee's e-mail read-only, and
 * Save; only employees with an account can be chosen. «Обязательное поле» without a choice; a
 * duplicate is told at the field.
 */
export function AddManagerDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useText();
  const add = useAddManager();
  const form = useContractForm(permissionEndpoints.addPermission.body, {
    initial: { chosen: null as EmployeeListItem | null },
    toBody: ({ chosen }) => ({ permission_key: 'notification_manager' as const, account_uuid: chosen?.uuid ?? '' }),
    // Whatever is refused (a duplicate, no account) is said at the field.
    fields: { account_uuid: 'chosen', permission_key: 'chosen' },
    required: { chosen: t('managers.required') },
  });
  const chosen = form.values.chosen;

  const close = () => {
    form.reset();
    add.reset();
    onClose();
  };
  const save = form.onSubmit((body: PermissionChangeBody) =>
    add.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('managers.added', { name: chosen ? fullName(chosen) : '' }) });
        close();
      },
      onError: (cause) => form.fail(cause, t('failed')),
    }),
  );

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
          onChange={(employee) => form.setValue('chosen', employee)}
          error={form.errors.chosen ?? form.failure ?? undefined}
          required
          autoFocus
        />
        <TextInput label={t('managers.email')} value={chosen?.email ?? ''} readOnly />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button onClick={() => save()} loading={add.isPending}>
            {t('managers.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
