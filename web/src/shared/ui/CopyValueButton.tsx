import { ActionIcon, CopyButton, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useSharedText } from '../i18n/shared-text';

/**
 * A button that copies a value (an identifier, a login, a password): «Скопировать: <name>», and
 * «Скопировано» for two seconds after, said to a screen reader too.
 */
export function CopyValueButton({ value, name }: { value: string; name: string }) {
  const t = useSharedText();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <>
          <Tooltip label={copied ? t('copied') : t('copy', { name })} opened={copied || undefined}>
            <ActionIcon
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : undefined}
              onClick={copy}
              aria-label={t('copy', { name })}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          <VisuallyHidden role="status">{copied ? t('copied') : ''}</VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
