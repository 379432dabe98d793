import { Button, CloseButton, Group, ScrollArea, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useText } from '../i18n';

interface SignInWindowProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A window that takes the place of the sign-in form inside the card (000 §2, §4); its title is the screen's heading.
 */
export function SignInWindow({ title, onClose, children }: SignInWindowProps) {
  const t = useText();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby="sign-in-window-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={1} size="h3" id="sign-in-window-title" ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        <CloseButton aria-label={t('close')} onClick={onClose} />
      </Group>
      {/* Focusable, so that a keyboard can scroll a long text; named after the window. */}
      <ScrollArea.Autosize
        mah="55dvh"
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': 'sign-in-window-title' }}
      >
        {children}
      </ScrollArea.Autosize>
      <Button variant="light" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onClose} fullWidth>
        {t('back')}
      </Button>
    </Stack>
  );
}
