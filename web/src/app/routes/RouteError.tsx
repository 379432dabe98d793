import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { applyNewVersion, isChunkLoadError, useNewVersionShownInPage } from '../../shared/lib/new-version';
import { useText } from '../i18n';

/**
 * What a route shows when it throws or its code cannot be loaded: a message and a reload instead of
 * a blank page. Code that failed to load (an old tab after a new release) says that a new version is
 * there.
 */
export function RouteError({ error }: { error?: unknown }) {
  const t = useText();
  const newVersion = isChunkLoadError(error);
  useNewVersionShownInPage(newVersion);
  return (
    <Center mih="60dvh" p="md">
      <Paper p="xl" radius="lg" withBorder maw={480} role={newVersion ? 'alert' : undefined}>
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            {t(newVersion ? 'shell.newVersionTitle' : 'shell.errorTitle')}
          </Title>
          <Text c="dimmed">{t(newVersion ? 'shell.newVersionText' : 'shell.errorText')}</Text>
          <Button
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => (newVersion ? applyNewVersion() : window.location.reload())}
          >
            {t(newVersion ? 'shell.newVersionReload' : 'shell.reload')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
