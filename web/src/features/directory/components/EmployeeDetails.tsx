import { Anchor, Badge, List, Stack, Text } from '@mantine/core';
import type { EmployeeDetail } from '@portal/contract';
import { fullName } from '../../../shared/lib/names';
import { DetailList } from '../../../shared/ui/DetailList';
import { SignInAsButton } from '../../../shared/ui/SignInAsButton';
import { useText } from '../i18n';
import { Leaving, LeftBadge } from './Leaving';
import { PasswordReset } from './PasswordReset';

function Permissions({ permissions }: { permissions: EmployeeDetail['permissions'] }) {
  const t = useText();
  if (permissions.length === 0) return <Text size="sm">{t('noPermissions')}</Text>;
  return (
    <List spacing="xs" listStyleType="none" size="sm">
      {permissions.map((permission) => (
        <List.Item key={permission.key}>
          <Text size="sm" fw={600}>
            {permission.name}
          </Text>
          <Text size="sm" c="dimmed">
            {permission.description}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

function Works({ works }: { works: EmployeeDetail['works'] }) {
  const t = useText();
  if (works.length === 0) return <Text size="sm">{t('noWorks')}</Text>;
  return (
    <List spacing="sm" listStyleType="none" size="sm">
      {works.map((work, i) => (
        <List.Item key={i}>
          <Text size="sm" fw={600}>
            {work.post_name}
          </Text>
          <Text size="sm">{work.department_name}</Text>
          <Badge variant="light" size="sm" mt={4} style={{ textTransform: 'none' }}>
            {work.work_type}
          </Badge>
        </List.Item>
      ))}
    </List>
  );
}

/** «Личные данные сотрудника» (000 §2): ID, name, permissions, positions, e-mail, sign-in as the employee. */
export function EmployeeDetails({ employee }: { employee: EmployeeDetail }) {
  const t = useText();
  // A person who left has no sign-in to enter or reset (issue 33).
  const left = employee.left_at ?? null;
  return (
    <Stack gap="lg">
      {left && <LeftBadge leftAt={left} />}
      <DetailList
        items={[
          { label: t('id'), value: String(employee.id) },
          { label: t('fullName'), value: fullName(employee) },
          { label: t('permissions'), value: <Permissions permissions={employee.permissions} /> },
          { label: t('works'), value: <Works works={employee.works} /> },
          {
            label: t('email'),
            value: employee.email ? (
              <Anchor inherit href={`mailto:${employee.email}`} style={{ overflowWrap: 'anywhere' }}>
                {employee.email}
              </Anchor>
            ) : null,
          },
        ]}
      />
      {employee.user_id === null ? (
        <Text size="sm" c="dimmed">
          {t('noUserToSignIn')}
        </Text>
      ) : (
        <>
          {!left && <SignInAsButton userId={employee.user_id} label={t('signInAsEmployee')} />}
          {!left && <PasswordReset key={employee.user_id} userId={employee.user_id} />}
          <Leaving key={`leaving-${employee.user_id}`} userId={employee.user_id} leftAt={left} />
        </>
      )}
    </Stack>
  );
}
