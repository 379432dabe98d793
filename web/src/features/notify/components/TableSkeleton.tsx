import { Skeleton, Stack } from '@mantine/core';
import { useSharedText } from '../../../shared/i18n/shared-text';

/** Rows being loaded. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const t = useSharedText();
  return (
    <Stack gap="xs" aria-busy aria-label={t('loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={36} radius="sm" />
      ))}
    </Stack>
  );
}
