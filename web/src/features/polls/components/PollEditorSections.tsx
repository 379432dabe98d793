import { Alert, Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { POLL_DESCRIPTION_MAX, POLL_NAME_MAX, type Poll } from '@portal/contract';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { AudienceField } from '../../../shared/audience/AudienceField';
import { dayjs, formatDate, toDayString } from '../../../shared/lib/dates';
import { DayInput } from '../../../shared/ui/DayInput';
import { VerifiedCheckbox } from '../../../shared/ui/VerifiedCheckbox';
import { moved, newQuestion } from '../editor-form';
import { useText } from '../i18n';
import type { PollEditorState } from '../use-poll-editor';
import { PollReset } from './PollReset';
import { QuestionEditor } from './QuestionEditor';

/** What each part of the poll editor is given: the editor's state, and whether the poll is locked. */
interface SectionProps {
  editor: PollEditorState;
  locked: boolean;
}

/** The poll's name, description and comment. */
export function PollTextFields({ editor: { form, set, errors }, locked }: SectionProps) {
  const t = useText();
  return (
    <>
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
        error={errors.description}
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
        error={errors.comment}
        maxLength={POLL_DESCRIPTION_MAX}
        autosize
        minRows={1}
        disabled={locked}
      />
    </>
  );
}

/** The questions, each in its editor, and «Добавить вопрос»; what is wrong with them as a whole under the heading. */
export function PollQuestionsField({ editor: { form, set, errors }, locked }: SectionProps) {
  const t = useText();
  const errorId = useId();
  return (
    <Stack gap="sm">
      <Text component="h3" fw={700} size="lg">
        {t('editor.questions')}
      </Text>
      {errors.questionList && (
        <Alert color="red" variant="light" id={errorId} icon={<IconAlertCircle aria-hidden />}>
          {errors.questionList}
        </Alert>
      )}
      <Stack
        component="ol"
        gap="sm"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('editor.questions')}
        aria-describedby={errors.questionList ? errorId : undefined}
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
  );
}

/** Who answers: the audience, whether it is a worksheet, the closing day. */
export function PollAudienceFields({ editor: { form, set, errors }, locked }: SectionProps) {
  const t = useText();
  return (
    <>
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
    </>
  );
}

/**
 * The verified tick, what went wrong, and Save, «Опубликовать» a draft or «Завершить» an open poll;
 * «Сбросить опрос» an open or closed one (no tick: it asks first). A closed poll has only that.
 */
export function PollEditorActions({
  editor: { verified, verify, errors, failed, save, run },
  locked,
  poll,
}: SectionProps & { poll?: Poll }) {
  const t = useText();
  const closed = poll?.status === 'close';
  return (
    <>
      {!closed && (
        <VerifiedCheckbox label={t('editor.verified')} checked={verified} onChange={verify} error={errors.verified} />
      )}
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
        {locked && poll && <PollReset poll={poll} />}
      </Group>
    </>
  );
}
