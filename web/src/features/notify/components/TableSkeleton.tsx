import { Skeleton, Stack } from '@mantine/core';
import { sharedStrings } from '../../../shared/strings';

/** Rows being loaded. */
export const TableSkeleton = ({ rows = 5 }: { rows?: number }) => (
  <Stack gap="xs" aria-busy aria-label={sharedStrings.loading}>
    {Array.from({ length: rows }, (_, i) => (
      <Skeleton key={i} height={36} radius="sm" />
    ))}
  </Stack>
);
