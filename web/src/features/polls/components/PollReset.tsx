import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Poll } from '@portal/contract';
import { IconRotate } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { usePoll, useSavePoll } from '../api';
import { bodyOf, formOf } from '../editor-form';
import { useText } from '../i18n';

/**
 * «Сбросить опрос» (001 §3–§4: «draft on reset»): after a confirmation that says how many answers
 * go, the open or closed poll is sent back with status draft; its answers and reports are deleted
 * and it stays here, a draft the editor opens enabled.
 */
export function PollReset({ poll }: { poll: Poll }) {
  const t = useText();
  const [confirming, setConfirming] = useState(false);
  // The poll as it is now: the count of answers said in the confirmation is asked again on opening it.
  const current = usePoll(poll.uuid);
  const save = useSavePoll();
  const latest = current.data?.status === poll.status ? current.data : poll;

  const open = () => {
    setConfirming(true);
    void current.refetch();
  };
  const reset = () =>
    save.mutate(
      { ref: String(latest.id), body: bodyOf(formOf(latest), 'draft', latest.ex_data) },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({ color: 'green', message: t('editor.resetDone') });
        },
        onError: (cause) => {
          setConfirming(false);
          notifications.show({ color: 'red', title: t('editor.resetFailed'), message: cause.message });
        },
      },
    );

  return (
    <>
      <Button variant="outline" color="red.9" leftSection={<IconRotate size={18} aria-hidden />} onClick={open}>
        {t('editor.reset')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('editor.resetTitle')}
        question={t('editor.resetQuestion', { count: latest.completed })}
        confirm={t('editor.reset')}
        cancel={t('editor.cancel')}
        onConfirm={reset}
        onClose={() => setConfirming(false)}
        busy={save.isPending}
        danger
      />
    </>
  );
}
