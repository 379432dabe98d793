import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { POLL_DESCRIPTION_MAX, POLL_NAME_MAX, type Poll, type PollBody } from '@portal/contract';
import { IconAlertCircle, IconArrowLeft, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { AudienceField } from '../../../shared/audience/AudienceField';
import { dayjs, formatDate, toDayString } from '../../../shared/lib/dates';
import { DayInput } from '../../../shared/ui/DayInput';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { VerifiedCheckbox } from '../../../shared/ui/VerifiedCheckbox';
import { usePoll, useSavePoll } from '../api';
import {
  bodyOf,
  emptyPoll,
  formOf,
  hasErrors,
  moved,
  newQuestion,
  serverErrors,
  validate,
  type FormErrors,
  type PollForm,
} from '../editor-form';
import { useText } from '../i18n';
import { QuestionEditor } from './QuestionEditor';

function BackLink() {
  const t = useText();
  return (
    <Anchor
      component={Link}
      to="/polls"
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
    >
      <IconArrowLeft size={16} aria-hidden />
      {t('editor.back')}
    </Anchor>
  );
}

/** /poll/new and /polls/{uuid} (001 §2): «Новый опрос» or «Редактирование опроса». */
export function PollEditorPage() {
  const t = useText();
  const ref = useParams().uuid ?? null;
  const poll = usePoll(ref);
  if (ref === null) return <PollEditor />;
  if (poll.isPending) return <PageLoader />;
  if (poll.isError) {
    return (
      <Stack gap="md">
        <BackLink />
        {isApiError(poll.error) && poll.error.status === 404 ? (
          <EmptyState>{t('editor.notFound')}</EmptyState>
        ) : (
          <ErrorState message={t('editor.failed')} onRetry={() => void poll.refetch()} />
        )}
      </Stack>
    );
  }
  return <PollEditor key={`${poll.data.id}-${poll.data.status}`} poll={poll.data} />;
}

type Action = 'save' | 'publish' | 'finish';

/**
 * The poll editor (001 §2, §5): name, description, comment, the questions, the audience, the
 * verified tick and Save; «Опубликовать» a draft, «Завершить» an open poll. An open or closed poll
 * loads disabled with the warning that it cannot be edited.
 */
function PollEditor({ poll }: { poll?: Poll }) {
  const t = useText();
  const [form, setForm] = useState<PollForm>(() => (poll ? formOf(poll) : emptyPoll()));
  const [verified, setVerified] = useState(false);
  const [errors, setErrors] = useState<FormErrors & { verified?: string }>({ questions: {} });
  const [failed, setFailed] = useState<string | null>(null);
  const save = useSavePoll();
  const navigate = useNavigate();
  const locked = poll !== undefined && poll.status !== 'draft';
  const set = (patch: Partial<PollForm>) => setForm((f) => ({ ...f, ...patch }));

  const run = (action: Action) => {
    const status: PollBody['status'] =
      action === 'publish' ? 'open' : action === 'finish' ? 'close' : (poll?.status ?? 'draft');
    const local: FormErrors & { verified?: string } =
      action === 'finish' ? { questions: {} } : validate(form, action === 'publish', status);
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

  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between" gap="sm">
        <BackLink />
        {locked && poll && (
          <Group gap="md">
            <Anchor component={Link} to={`/poll/${poll.uuid}/results`} size="sm">
              {t('editor.results')}
            </Anchor>
            <Anchor component={Link} to={`/poll/${poll.uuid}/reports`} size="sm">
              {t('editor.reports')}
            </Anchor>
          </Group>
        )}
      </Group>
      {locked && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('editor.locked')}
        </Alert>
      )}
      <TextInput
        label={t('editor.name')}
        value={form.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={errors.name}
        maxLength={POLL_NAME_MAX}
        withAsterisk={!locked}
        disabled={locked}
      />
      <Textarea
        label={t('editor.description')}
        value={form.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
        maxLength={POLL_DESCRIPTION_MAX}
        autosize
        minRows={2}
        disabled={locked}
      />
      <Textarea
        label={t('editor.comment')}
        description={t('editor.commentHint')}
        value={form.comment}
        onChange={(e) => set({ comment: e.currentTarget.value })}
        maxLength={POLL_DESCRIPTION_MAX}
        autosize
        minRows={1}
        disabled={locked}
      />

      <Stack gap="sm">
        <Text component="h3" fw={700} size="lg">
          {t('editor.questions')}
        </Text>
        <Stack
          component="ol"
          gap="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('editor.questions')}
        >
          {form.questions.map((q, index) => (
            <QuestionEditor
              key={q.id}
              question={q}
              number={index + 1}
              count={form.questions.length}
              errors={errors.questions[q.id]}
              disabled={locked}
              onChange={(next) => set({ questions: form.questions.map((x) => (x.id === q.id ? next : x)) })}
              onMove={(by) => set({ questions: moved(form.questions, index, by) })}
              onRemove={() => set({ questions: form.questions.filter((x) => x.id !== q.id) })}
            />
          ))}
        </Stack>
        {!locked && (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => set({ questions: [...form.questions, newQuestion()] })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('editor.addQuestion')}
          </Button>
        )}
      </Stack>

      <AudienceField
        value={form.audience}
        onChange={(audience) => set({ audience })}
        error={errors.audience}
        readOnly={locked}
      />
      <Group gap="lg" align="flex-end">
        <Checkbox
          label={t('editor.worksheet')}
          checked={form.isWorksheet}
          onChange={(e) => set({ isWorksheet: e.currentTarget.checked })}
          disabled={locked}
        />
        {locked ? (
          form.closesAt && <Text size="sm">{t('editor.closesAtShown', { date: formatDate(form.closesAt) })}</Text>
        ) : (
          <DayInput
            label={t('editor.closesAt')}
            placeholder={t('editor.closesAtPlaceholder')}
            clearLabel={t('editor.closesAtClear')}
            value={form.closesAt ? toDayString(form.closesAt) : null}
            onChange={(day) => set({ closesAt: day ? dayjs(day).endOf('day').toISOString() : null })}
            minDate={toDayString(new Date())}
          />
        )}
      </Group>

      {poll?.status !== 'close' && (
        <>
          <VerifiedCheckbox
            label={t('editor.verified')}
            checked={verified}
            onChange={(v) => {
              setVerified(v);
              setErrors((e) => ({ ...e, verified: undefined }));
            }}
            error={errors.verified}
          />
          {failed && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
              {failed}
            </Alert>
          )}
          <Group gap="sm">
            {!locked && (
              <>
                <Button onClick={() => run('save')} loading={save.isPending && save.variables?.body.status === 'draft'}>
                  {t('editor.save')}
                </Button>
                <Button
                  variant="light"
                  onClick={() => run('publish')}
                  loading={save.isPending && save.variables?.body.status === 'open'}
                >
                  {t('editor.publish')}
                </Button>
              </>
            )}
            {poll?.status === 'open' && (
              <Button color="red.9" onClick={() => run('finish')} loading={save.isPending}>
                {t('editor.finish')}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
