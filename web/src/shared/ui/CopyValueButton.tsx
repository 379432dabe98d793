import { ActionIcon, CopyButton, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { sharedStrings } from '../strings';

/**
 * A button that copies a value (an identifier, a login, a password): «Скопировать: <name>», and
 * «Скопировано» for two seconds after, said to a screen reader too.
 */
export function CopyValueButton({ value, name }: { value: string; name: string }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <>
          <Tooltip label={copied ? sharedStrings.copied : sharedStrings.copy(name)} opened={copied || undefined}>
            <ActionIcon variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy} aria-label={sharedStrings.copy(name)}>
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          <VisuallyHidden role="status">{copied ? sharedStrings.copied : ''}</VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
