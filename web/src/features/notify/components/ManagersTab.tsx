import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EmployeeListItem } from '@portal/contract';
import { IconTrash, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { fullName } from '../../../shared/lib/names';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { PagedResults } from '../../../shared/ui/PagedResults';
import { TableOrCards, type Column } from '../../../shared/ui/TableOrCards';
import { useManagers, useRemoveManager } from '../api';
import { useText } from '../i18n';

const TABLE_MIN_REM = 30;

function RemoveButton({
  person,
  onRemove,
}: {
  person: EmployeeListItem;
  onRemove: (person: EmployeeListItem) => void;
}) {
  const t = useText();
  return (
    <ActionIcon
      variant="subtle"
      color="red.9"
      aria-label={t('managers.remove', { name: fullName(person) })}
      onClick={() => onRemove(person)}
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}

/** «Менеджеры» (001 §2): the employees holding notification_manager, each with delete. */
export function ManagersTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const t = useText();
  const managers = useManagers(page);
  const remove = useRemoveManager();
  const [removing, setRemoving] = useState<EmployeeListItem | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    const person = removing;
    remove.mutate(
      { permission_key: 'notification_manager', account_uuid: person.uuid },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t('managers.removed', { name: fullName(person) }) }),
        onError: (error) => notifications.show({ color: 'red', title: t('failed'), message: error.message }),
        onSettled: () => setRemoving(null),
      },
    );
  };

  const columns: Column<EmployeeListItem>[] = [
    { header: t('columns.fullName'), cell: (person) => fullName(person) },
    { header: t('columns.email'), cell: (person) => person.email ?? '—' },
    {
      header: t('columns.actions'),
      cell: (person) => <RemoveButton person={person} onRemove={setRemoving} />,
      th: { w: 1 },
    },
  ];
  return (
    <>
      <PagedResults
        list={managers}
        empty={t('noManagers')}
        emptyIcon={IconUsers}
        failed={t('failed')}
        loading={{ rows: 5, height: 36 }}
        onPage={onPage}
      >
        {(items, busy) => (
          <TableOrCards
            items={items}
            label={t('managersCaption')}
            columns={columns}
            itemKey={(person) => person.id}
            minRem={TABLE_MIN_REM}
            busy={busy}
            card={(person) => (
              <Group justify="space-between" wrap="nowrap" gap={8}>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{fullName(person)}</Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {person.email ?? '—'}
                  </Text>
                </Stack>
                <RemoveButton person={person} onRemove={setRemoving} />
              </Group>
            )}
          />
        )}
      </PagedResults>
      <ConfirmDialog
        opened={removing !== null}
        title={t('managers.removeTitle')}
        question={removing ? t('managers.removeConfirm', { name: fullName(removing) }) : ''}
        confirm={t('managers.removeButton')}
        cancel={t('cancel')}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
        busy={remove.isPending}
        danger
      />
    </>
  );
}
