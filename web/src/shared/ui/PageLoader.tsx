import { Center, Loader } from '@mantine/core';
import { sharedStrings } from '../strings';

/** A centred spinner for a page or a whole screen that is loading. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center h={fullScreen ? '100dvh' : 240} role="status" aria-live="polite">
      <Loader role="img" aria-label={sharedStrings.loading} />
    </Center>
  );
}
