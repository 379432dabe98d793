import { Button, Group, Loader, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { directoryEndpoints, type EmployeeListItem } from '@portal/contract';
import { useMemo, useState } from 'react';
import { api } from '../../../shared/api/client';
import { isApiError } from '../../../shared/api/api-error';
import { fullName } from '../../../shared/lib/names';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/lib/use-debounced-search';
import { selfScrollingListbox } from '../../../shared/ui/listbox';
import { useAddManager } from '../api';
import { notifyUiStrings } from '../strings';

const s = notifyUiStrings.managers;
const noAccount = 'нет учетной записи';

/** The employees whose surname starts so (001 §9: 350 ms after the last key, only for non-empty text). */
function useEmployeeSearch(search: string) {
  return useQuery({
    queryKey: ['notify', 'manager-search', search],
    queryFn: ({ signal }) => api(directoryEndpoints.employees, { query: { page: 1 }, body: { search_string: search } }, { signal }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * «Добавить менеджера» (001 §2, §5): a surname search, the chosen employee's e-mail read-only, and
 * Save; only employees with an account can be chosen. «Обязательное поле» without a choice; a
 * duplicate is told at the field.
 */
export function AddManagerDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [searchValue, setSearchValue] = useState('');
  const [search] = useDebouncedValue(searchValue.trim(), SEARCH_DEBOUNCE_MS);
  const found = useEmployeeSearch(search);
  const [chosen, setChosen] = useState<EmployeeListItem | null>(null);
  const [error, setError] = useState<string | undefined>();
  const add = useAddManager();

  const people = useMemo(() => {
    const list = search ? (found.data?.items ?? []) : [];
    return chosen && !list.some((p) => p.id === chosen.id) ? [chosen, ...list] : list;
  }, [found.data, search, chosen]);
  const options = people.map((p) => ({
    value: String(p.id),
    label: p.user_id === null ? `${fullName(p)} (${noAccount})` : fullName(p),
    disabled: p.user_id === null,
  }));

  const close = () => {
    setSearchValue('');
    setChosen(null);
    setError(undefined);
    add.reset();
    onClose();
  };
  const save = () => {
    if (!chosen) {
      setError(s.required);
      return;
    }
    add.mutate(
      { permission_key: 'notification_manager', account_uuid: chosen.uuid },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: s.added(fullName(chosen)) });
          close();
        },
        onError: (cause) => setError(isApiError(cause) ? (cause.fieldError('account_uuid') ?? cause.message) : notifyUiStrings.failed),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={s.formTitle} centered closeButtonProps={{ 'aria-label': notifyUiStrings.cancel }}>
      <Stack gap="sm">
        <Select
          label={s.employee}
          placeholder={s.employeePlaceholder}
          searchable
          searchValue={searchValue}
          onSearchChange={setSearchValue}
          data={options}
          value={chosen ? String(chosen.id) : null}
          onChange={(id) => {
            setChosen(people.find((p) => String(p.id) === id) ?? null);
            setError(undefined);
          }}
          filter={({ options: all }) => all}
          nothingFoundMessage={!search ? s.employeeHint : found.isFetching ? null : s.notFound}
          rightSection={found.isFetching ? <Loader size={16} aria-hidden /> : undefined}
          error={error}
          withAsterisk
          data-autofocus
          {...selfScrollingListbox}
        />
        <TextInput label={s.email} value={chosen?.email ?? ''} readOnly />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={close}>
            {notifyUiStrings.cancel}
          </Button>
          <Button onClick={save} loading={add.isPending}>
            {s.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
