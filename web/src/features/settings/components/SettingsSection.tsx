import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode, type Ref } from 'react';

interface SettingsSectionProps {
  title: string;
  children: ReactNode;
  /** The heading, for the focus to go to when what had it is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A part of «Настройки»: a region named by its heading. */
export function SettingsSection({ title, children, headingRef }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
