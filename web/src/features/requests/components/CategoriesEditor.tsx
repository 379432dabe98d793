import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { RequestCategory } from '@portal/contract';
import { IconBuildingCommunity, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { fullName } from '../../../shared/lib/names';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useRequestCategories } from '../api';
import { useDesk } from '../desk';
import { useText } from '../i18n';
import { CategoryDialog, type CategoryTarget } from './CategoryDialog';

/** Who answers for it and where its letters go. */
function Responsible({ category }: { category: RequestCategory }) {
  const t = useText();
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {t('categories.responsible')}: {category.recipient ? fullName(category.recipient) : '—'}
      {category.recipient_email ? ` · ${category.recipient_email}` : ''}
    </Text>
  );
}

function EditButton({ category, onClick }: { category: RequestCategory; onClick: () => void }) {
  const t = useText();
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconPencil size={14} aria-hidden />}
      aria-label={t('categories.editNamed', { name: category.name })}
      onClick={onClick}
      style={{ flexShrink: 0 }}
    >
      {t('categories.edit')}
    </Button>
  );
}

/** A department with its services, each editable, and «Добавить услугу». */
function Department({ department, edit }: { department: RequestCategory; edit: (target: CategoryTarget) => void }) {
  const t = useText();
  const { kind } = useDesk();
  const services = useRequestCategories(kind, department.id);
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={`department-${department.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={`department-${department.id}`} style={{ overflowWrap: 'anywhere' }}>
              {department.name}
            </Title>
            <Responsible category={department} />
            {department.description && <Text size="sm">{department.description}</Text>}
          </Stack>
          <EditButton category={department} onClick={() => edit({ parent: null, category: department })} />
        </Group>
        {services.isPending ? (
          <Skeleton h={40} />
        ) : services.isError ? (
          <ErrorState message={t('categories.failed')} onRetry={() => void services.refetch()} />
        ) : services.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('categories.noServices', { context: kind })}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={6}
            aria-label={t('categories.services', { department: department.name, context: kind })}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {services.data.map((service) => (
              <Paper component="li" key={service.id} bg="var(--mantine-color-default-hover)" radius="sm" px="sm" py={6}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {service.name}
                    </Text>
                    <Responsible category={service} />
                  </Stack>
                  <EditButton category={service} onClick={() => edit({ parent: department, category: service })} />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          aria-label={t('categories.addService', { department: department.name, context: kind })}
          onClick={() => edit({ parent: department, category: null })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('categories.addServiceShort', { context: kind })}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * «Подразделения и услуги» (002 §2.5; «Отделы и темы» of the questions): the departments with their services, added and
 * changed in a dialog.
 */
export function CategoriesEditor() {
  const t = useText();
  const { kind } = useDesk();
  const departments = useRequestCategories(kind, null);
  const [target, setTarget] = useState<CategoryTarget | null>(null);
  return (
    <Stack gap="md">
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={() => setTarget({ parent: null, category: null })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('categories.addDepartment', { context: kind })}
      </Button>
      {departments.isPending ? (
        <PageLoader />
      ) : departments.isError ? (
        <ErrorState message={t('categories.failed')} onRetry={() => void departments.refetch()} />
      ) : departments.data.length === 0 ? (
        <EmptyState icon={<IconBuildingCommunity size={32} aria-hidden />}>
          {t('categories.empty', { context: kind })}
        </EmptyState>
      ) : (
        departments.data.map((d) => <Department key={d.id} department={d} edit={setTarget} />)
      )}
      <CategoryDialog target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
