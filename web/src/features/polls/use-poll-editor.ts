import { notifications } from '@mantine/notifications';
import type { Poll, PollBody } from '@portal/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { useSavePoll } from './api';
import {
  bodyOf,
  emptyPoll,
  formOf,
  hasErrors,
  serverErrors,
  validate,
  type FormErrors,
  type PollForm,
} from './editor-form';
import { useText } from './i18n';

export type EditorAction = 'save' | 'publish' | 'finish';
export type EditorErrors = FormErrors & { verified?: string };

/**
 * The poll editor's state (001 §2, §5): the form, the verified tick, the errors found here or by
 * the server; `run` checks and saves it as Save, «Опубликовать» or «Завершить», then goes back to
 * the list.
 */
export function usePollEditor(poll: Poll | undefined) {
  const t = useText();
  const [form, setForm] = useState<PollForm>(() => (poll ? formOf(poll) : emptyPoll()));
  const [verified, setVerified] = useState(false);
  const [errors, setErrors] = useState<EditorErrors>({ questions: {} });
  const [failed, setFailed] = useState<string | null>(null);
  const save = useSavePoll();
  const navigate = useNavigate();
  const set = (patch: Partial<PollForm>) => setForm((f) => ({ ...f, ...patch }));

  const verify = (checked: boolean) => {
    setVerified(checked);
    setErrors((e) => ({ ...e, verified: undefined }));
  };

  const run = (action: EditorAction) => {
    const status: PollBody['status'] =
      action === 'publish' ? 'open' : action === 'finish' ? 'close' : (poll?.status ?? 'draft');
    const local: EditorErrors = action === 'finish' ? { questions: {} } : validate(form, action === 'publish', status);
    if (!verified) local.verified = t('errors.required');
    setErrors(local);
    setFailed(local.other ?? null);
    if (hasErrors(local) || local.verified) return;
    save.mutate(
      { ref: poll ? String(poll.id) : null, body: bodyOf(form, status, poll?.ex_data) },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message:
              action === 'publish'
                ? t('editor.published')
                : action === 'finish'
                  ? t('editor.finished')
                  : t('editor.saved'),
          });
          void navigate('/polls');
        },
        onError: (cause) => {
          if (isApiError(cause) && cause.status === 422) {
            const found = serverErrors(form, cause.errors);
            setErrors(found);
            setFailed(found.other ?? (hasErrors(found) ? null : cause.message));
          } else setFailed(t('editor.failed'));
        },
      },
    );
  };

  return { form, set, verified, verify, errors, failed, save, run };
}
export type PollEditorState = ReturnType<typeof usePollEditor>;
