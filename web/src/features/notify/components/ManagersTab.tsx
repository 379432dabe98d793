import { ActionIcon, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EmployeeListItem } from '@portal/contract';
import { IconTrash, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { fullName } from '../../../shared/lib/names';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PagePagination } from '../../../shared/ui/PagePagination';
import { useCards } from '../../../shared/ui/use-cards';
import { useManagers, useRemoveManager } from '../api';
import { useText } from '../i18n';
import { LoadFailed } from './LoadFailed';
import { TableSkeleton } from './TableSkeleton';

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
  const { ref, cards } = useCards(TABLE_MIN_REM);

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

  if (managers.isPending) return <TableSkeleton />;
  if (managers.isError) return <LoadFailed onRetry={() => void managers.refetch()} />;
  const items = managers.data.items;
  return (
    <div ref={ref}>
      {items.length === 0 ? (
        <EmptyState icon={<IconUsers size={32} aria-hidden />}>{t('noManagers')}</EmptyState>
      ) : cards ? (
        <Stack
          component="ul"
          gap="sm"
          aria-label={t('managersCaption')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((person) => (
            <Paper
              component="li"
              key={person.id}
              withBorder
              radius="md"
              p="sm"
              style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>{fullName(person)}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {person.email ?? '—'}
                </Text>
              </Stack>
              <RemoveButton person={person} onRemove={setRemoving} />
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="sm" aria-label={t('managersCaption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.fullName')}</Table.Th>
              <Table.Th>{t('columns.email')}</Table.Th>
              <Table.Th w={1}>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((person) => (
              <Table.Tr key={person.id}>
                <Table.Td>{fullName(person)}</Table.Td>
                <Table.Td>{person.email ?? '—'}</Table.Td>
                <Table.Td>
                  <RemoveButton person={person} onRemove={setRemoving} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <PagePagination meta={managers.data.meta} onChange={onPage} />
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
    </div>
  );
}
