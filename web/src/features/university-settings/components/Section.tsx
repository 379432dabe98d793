import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionProps {
  /** The anchor the contents link to. */
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A part of «Настройки университета»: a region named by its heading, reached from the contents. */
export function Section({ id, title, intro, children }: SectionProps) {
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id={`${id}-title`}>
          {title}
        </Title>
        {intro && <Text size="sm">{intro}</Text>}
        {children}
      </Stack>
    </Paper>
  );
}
