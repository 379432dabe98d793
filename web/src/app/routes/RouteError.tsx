import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useText } from '../i18n';

/**
 * What a route shows when it throws or its code cannot be loaded (an old tab after a new release):
 * a message and a reload instead of a blank page.
 */
export function RouteError() {
  const t = useText();
  return (
    <Center mih="60dvh" p="md">
      <Paper p="xl" radius="lg" withBorder maw={480}>
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            {t('shell.errorTitle')}
          </Title>
          <Text c="dimmed">{t('shell.errorText')}</Text>
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
            {t('shell.reload')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
