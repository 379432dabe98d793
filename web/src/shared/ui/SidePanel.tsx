import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSharedText } from '../i18n/shared-text';
import { usePhone } from '../lib/media';

interface SidePanelProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Off while a window opened from the panel is on top: Escape closes that one, not the panel too. */
  closeOnEscape?: boolean;
  children: ReactNode;
}

/**
 * A panel from the right (a row's details, the inbox); the whole screen on a phone. Built from
 * Drawer's parts: its own header would be a `<header>`, a second banner landmark beside the page's.
 */
export function SidePanel({ opened, onClose, title, closeOnEscape = true, children }: SidePanelProps) {
  const t = useSharedText();
  const isPhone = usePhone();
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'md'}
      closeOnEscape={closeOnEscape}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header role="none">
          <Drawer.Title fw={700} fz="xl">
            {title}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t('close')} />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
