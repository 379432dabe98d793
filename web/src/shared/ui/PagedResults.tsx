import { Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconInboxOff, type Icon } from '@tabler/icons-react';
import type { PaginationMeta } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSharedText } from '../i18n/shared-text';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { PageLoader } from './PageLoader';
import { PagePagination } from './PagePagination';

/** What shows while the first page loads: rows of skeletons, or a spinner. */
export type PagedLoading = { rows: number; height: number } | 'spinner';

export interface PagedResultsProps<T> {
  list: UseQueryResult<{ items: T[]; meta: PaginationMeta }>;
  /**
   * «Найдено: N», said to a screen reader as it changes (a spinner beside it while the next page
   * loads); none without it.
   */
  found?: (total: number) => string;
  /** What an empty list says. */
  empty: ReactNode;
  emptyIcon?: Icon;
  /** The empty text in a bordered frame, as a framed table would be. */
  framed?: boolean;
  /** The failed load's message (the shared «could not load» without it); «Повторить» asks again. */
  failed?: string;
  loading?: PagedLoading;
  onPage: (page: number) => void;
  /** A page of the screen's list scrolls to the top; one of a section within a screen does not. */
  scrollToTop?: boolean;
  /** The page's items; `busy` while the next page (or filter) loads over them. */
  children: (items: T[], busy: boolean) => ReactNode;
}

/**
 * A paged list as every screen shows it: skeletons (or a spinner) while it first loads, the error
 * with «Повторить», how many were found where the screen says so (a spinner while the next page
 * loads over the previous), the empty state with its icon, the items, the pagination.
 */
export function PagedResults<T>({
  list,
  found,
  empty,
  emptyIcon: EmptyIcon = IconInboxOff,
  framed = false,
  failed,
  loading = { rows: 8, height: 44 },
  onPage,
  scrollToTop = true,
  children,
}: PagedResultsProps<T>) {
  const t = useSharedText();
  if (list.isPending) {
    if (loading === 'spinner') return <PageLoader />;
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: loading.rows }, (_, i) => (
          <Skeleton key={i} height={loading.height} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (list.isError) return <ErrorState message={failed} onRetry={() => void list.refetch()} />;
  const emptyState = <EmptyState icon={<EmptyIcon size={40} stroke={1.4} aria-hidden />}>{empty}</EmptyState>;
  return (
    <Stack gap="xs">
      {found && (
        <Group gap="xs" h={20}>
          <Text size="sm" c="dimmed" role="status">
            {found(list.data.meta.total)}
          </Text>
          {list.isPlaceholderData && <Loader size={14} role="img" aria-label={t('loading')} />}
        </Group>
      )}
      {list.data.items.length > 0 ? (
        children(list.data.items, list.isPlaceholderData)
      ) : framed ? (
        <Paper withBorder radius="md">
          {emptyState}
        </Paper>
      ) : (
        emptyState
      )}
      <PagePagination
        meta={list.data.meta}
        onChange={(page) => {
          onPage(page);
          if (scrollToTop) window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
