import { Group, Paper, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useConnectionLost } from '../../shared/api/connection';
import { useText } from '../i18n';

/**
 * «Нет соединения» above the screen while the server cannot be reached: what is shown is what was
 * loaded last. The status region stays in the page, so that a screen reader hears the words come.
 */
export function ConnectionBanner() {
  const t = useText();
  const lost = useConnectionLost();
  return (
    <div role="status">
      {lost && (
        <Paper
          withBorder
          radius="md"
          p="sm"
          mb="md"
          bg="yellow.0"
          style={{ borderColor: 'var(--mantine-color-yellow-4)' }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconWifiOff size={20} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <div>
              <Text fw={700}>{t('shell.offlineTitle')}</Text>
              <Text size="sm">{t('shell.offlineText')}</Text>
            </div>
          </Group>
        </Paper>
      )}
    </div>
  );
}
