import { Alert, Badge, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconUserOff, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../shared/lib/dates';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useLeaving } from '../api';
import { useText } from '../i18n';

/** «Выбыл(а) 31 августа 2025» beside a person who left the university (issue 33). */
export function LeftBadge({ leftAt }: { leftAt: string }) {
  const t = useText();
  return (
    <Badge color="gray" variant="light" radius="sm" style={{ textTransform: 'none' }}>
      {t('leftOn', { date: formatDate(leftAt) })}
    </Badge>
  );
}

/**
 * The admin's «Отметить выбывшим» in a person's panel (issue 33), after a confirmation; for a
 * person who left, «Вернуть». The server's refusal (an admin, oneself, data already removed) is
 * said in its words.
 */
export function Leaving({ userId, leftAt }: { userId: number; leftAt: string | null }) {
  const t = useText();
  const leaving = useLeaving(userId);
  const [confirming, setConfirming] = useState(false);
  const left = leftAt !== null;
  return (
    <Stack gap="xs">
      {leaving.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {leaving.error.message}
        </Alert>
      )}
      <Button
        fullWidth
        variant="default"
        color={left ? undefined : 'red.9'}
        leftSection={left ? <IconUserCheck size={18} aria-hidden /> : <IconUserOff size={18} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        {left ? t('markReturned') : t('markLeft')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={left ? t('returnTitle') : t('leaveTitle')}
        question={left ? t('returnQuestion') : t('leaveQuestion')}
        confirm={left ? t('markReturned') : t('markLeft')}
        cancel={t('leaveCancel')}
        danger={!left}
        busy={leaving.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => leaving.mutate(!left, { onSettled: () => setConfirming(false) })}
      />
    </Stack>
  );
}
