import { Center, Loader } from '@mantine/core';
import { useSharedText } from '../i18n/shared-text';

/** A centred spinner for a page or a whole screen that is loading. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const t = useSharedText();
  return (
    <Center h={fullScreen ? '100dvh' : 240} role="status" aria-live="polite">
      <Loader role="img" aria-label={t('loading')} />
    </Center>
  );
}
