import { Button, Notification, Portal } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { applyNewVersion, useNewVersionNotice } from '../shared/lib/new-version';
import { useText } from './i18n';

/**
 * «Доступна новая версия портала» with «Обновить», over the page, once a chunk of this tab's code
 * failed to load or the service worker has a new build waiting (shared/lib/new-version.ts). Mantine's
 * Notification itself, in the first chunk: the notifications' own container is a chunk of its own,
 * which an old tab may no longer get.
 */
export function NewVersionNotice() {
  const t = useText();
  const shown = useNewVersionNotice();
  if (!shown) return null;
  return (
    <Portal>
      <Notification
        role="alert"
        title={t('shell.newVersionTitle')}
        color="blue"
        withCloseButton={false}
        pos="fixed"
        top={16}
        left="50%"
        style={{ transform: 'translateX(-50%)', zIndex: 1100, width: 'min(440px, calc(100vw - 32px))' }}
      >
        {t('shell.newVersionText')}
        <Button
          mt="sm"
          size="xs"
          display="block"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={applyNewVersion}
        >
          {t('shell.newVersionReload')}
        </Button>
      </Notification>
    </Portal>
  );
}
