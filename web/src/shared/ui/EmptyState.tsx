import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: ReactNode;
  children: ReactNode;
}

/** The text shown where a list has nothing yet. */
export function EmptyState({ icon, children }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" c="dimmed">
      {icon}
      <Text ta="center" c="dimmed">
        {children}
      </Text>
    </Stack>
  );
}
