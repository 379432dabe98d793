import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { SidePanel } from '../../../shared/ui/SidePanel';

interface PersonPanelProps<T> {
  title: string;
  opened: boolean;
  onClose: () => void;
  person: UseQueryResult<T>;
  children: (person: T) => ReactNode;
}

/** «Личные данные …»: the side panel of one person, with its loading and failure states. */
export function PersonPanel<T>({ title, opened, onClose, person, children }: PersonPanelProps<T>) {
  return (
    <SidePanel opened={opened} onClose={onClose} title={title}>
      {person.data !== undefined ? (
        children(person.data)
      ) : person.isError ? (
        <ErrorState onRetry={() => void person.refetch()} />
      ) : (
        <Stack gap="sm" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={22} radius="sm" />
          ))}
        </Stack>
      )}
    </SidePanel>
  );
}
