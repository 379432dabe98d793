import { ActionIcon, Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import type { RequestDetail } from '@portal/contract';
import { useState } from 'react';
import { isApiError } from '../../../../shared/api/api-error';
import { EmployeeSelect, type EmployeeChoice } from '../../../../shared/employee-search/EmployeeSelect';
import { fullName } from '../../../../shared/lib/names';
import { useAddRequestRecipient, useRemoveRequestRecipient } from '../../api';
import { useDesk } from '../../desk';
import { useText } from '../../i18n';

/**
 * «Исполнители» (002 §5 «Adding a performer»): the request's performers, each removable but the
 * last; a new one searched among the employees, «Добавить» disabled until one is chosen, and one
 * already there refused with «Такой исполнитель уже добавлен».
 */
export function RequestPerformers({ request }: { request: RequestDetail }) {
  const t = useText();
  const { kind } = useDesk();
  const add = useAddRequestRecipient(kind, request.id);
  const remove = useRemoveRequestRecipient(kind, request.id);
  const [chosen, setChosen] = useState<EmployeeChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const last = request.recipients.length <= 1;

  const submit = async () => {
    if (!chosen) return;
    setFailure(null);
    if (request.recipients.some((r) => r.id === chosen.id)) {
      setError(t('work.performerTwice'));
      return;
    }
    try {
      await add.mutateAsync(chosen.id);
      setChosen(null);
      setError(null);
    } catch (cause) {
      setError(
        isApiError(cause)
          ? (cause.fieldError('employee_id') ?? cause.message)
          : t('work.actionFailed', { context: kind }),
      );
    }
  };

  return (
    <Stack component="section" gap="xs" aria-labelledby="performers-title">
      <Title order={2} size="h4" id="performers-title">
        {t('work.performers')}
      </Title>
      <Stack component="ul" gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {request.recipients.map((person) => {
          const name = fullName({ surname: person.lastname, name: person.firstname, patronymic: person.patronymic });
          return (
            <Group component="li" key={person.id} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={t('work.removePerformer', { name })}
                title={last ? t('work.lastPerformer') : t('work.removePerformer', { name })}
                disabled={last || remove.isPending}
                onClick={() => {
                  setFailure(null);
                  remove.mutate(person.id, {
                    onError: (cause) =>
                      setFailure(isApiError(cause) ? cause.message : t('work.actionFailed', { context: kind })),
                  });
                }}
              >
                <IconUserMinus size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="xs">
          <EmployeeSelect
            label={t('work.performerSearch')}
            value={chosen}
            onChange={(employee) => {
              setChosen(employee);
              setError(null);
            }}
            error={error ?? undefined}
            minChars={3}
          />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconUserPlus size={18} aria-hidden />}
            disabled={!chosen}
            loading={add.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('work.addPerformer')}
          </Button>
        </Stack>
      </form>
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" title={failure} />
      )}
    </Stack>
  );
}
