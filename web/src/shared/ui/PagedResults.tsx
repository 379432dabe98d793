import { Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconInboxOff } from '@tabler/icons-react';
import type { PaginationMeta } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSharedText } from '../i18n/shared-text';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { PagePagination } from './PagePagination';

interface PagedResultsProps<T> {
  list: UseQueryResult<{ items: T[]; meta: PaginationMeta }>;
  /** «Найдено: N», said to a screen reader as it changes. */
  found: (total: number) => string;
  empty: string;
  failed: string;
  onPage: (page: number) => void;
  /** The page's rows; `busy` while the next page (or filter) loads over them. */
  children: (items: T[], busy: boolean) => ReactNode;
}

/**
 * A filtered list's page as the work screens show it (the support desk, requests control): rows
 * skeletons while it first loads, the error with «Повторить», how many were found (a spinner
 * while the next page loads over the previous), the empty state, the rows, the pagination.
 */
export function PagedResults<T>({ list, found, empty, failed, onPage, children }: PagedResultsProps<T>) {
  const t = useSharedText();
  if (list.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (list.isError) return <ErrorState message={failed} onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="xs">
      <Group gap="xs" h={20}>
        <Text size="sm" c="dimmed" role="status">
          {found(list.data.meta.total)}
        </Text>
        {list.isPlaceholderData && <Loader size={14} role="img" aria-label={t('loading')} />}
      </Group>
      {list.data.items.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState icon={<IconInboxOff size={40} stroke={1.4} aria-hidden />}>{empty}</EmptyState>
        </Paper>
      ) : (
        children(list.data.items, list.isPlaceholderData)
      )}
      <PagePagination
        meta={list.data.meta}
        onChange={(page) => {
          onPage(page);
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
