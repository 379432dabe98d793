import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSharedText } from '../i18n/shared-text';

interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
}

/** A failed load, with a retry when the caller can retry. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const t = useSharedText();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={message ?? t('loadError')}>
      {onRetry && (
        <Button size="xs" variant="white" color="red" onClick={onRetry} mt="xs">
          {t('retry')}
        </Button>
      )}
    </Alert>
  );
}
