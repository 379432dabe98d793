import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { sharedStrings } from '../strings';

/** Phones: below 770 px, as the shell's mobile layout. */
const PHONE_QUERY = '(max-width: 48.1249em)';

interface SidePanelProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** A panel from the right for the details of a row; the whole screen on a phone. */
export function SidePanel({ opened, onClose, title, children }: SidePanelProps) {
  const isPhone = useMediaQuery(PHONE_QUERY, false) ?? false;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'md'}
      title={title}
      closeButtonProps={{ 'aria-label': sharedStrings.close }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {children}
    </Drawer>
  );
}
