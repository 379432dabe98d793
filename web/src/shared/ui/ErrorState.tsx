import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { sharedStrings } from '../strings';

interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
}

/** A failed load, with a retry when the caller can retry. */
export function ErrorState({ message = sharedStrings.loadError, onRetry }: ErrorStateProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={message}>
      {onRetry && (
        <Button size="xs" variant="white" color="red" onClick={onRetry} mt="xs">
          {sharedStrings.retry}
        </Button>
      )}
    </Alert>
  );
}
