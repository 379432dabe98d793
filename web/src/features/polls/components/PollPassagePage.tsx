import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useCurrentUser } from '../../../shared/session/session-context';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { usePollToTake, useSubmitPoll } from '../api';
import { answersOf, emptyAnswer, isGiven, useProgress } from '../progress';
import { useText } from '../i18n';
import { QuestionStep } from './QuestionStep';

function BackLink() {
  const t = useText();
  return (
    <Anchor
      component={Link}
      to="/polls_passage"
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
    >
      <IconArrowLeft size={16} aria-hidden />
      {t('passage.back')}
    </Anchor>
  );
}

/** A message in place of the poll: closed, unavailable, answered, thanks. */
function Notice({ icon, children, color = 'gray' }: { icon: React.ReactNode; children: string; color?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Paper withBorder radius="md" p="xl" maw={720}>
      <Group gap="sm" wrap="nowrap" ref={ref} tabIndex={-1} role="status" style={{ outline: 'none' }}>
        <Text c={color} component="span" style={{ display: 'inline-flex' }} aria-hidden>
          {icon}
        </Text>
        <Text fw={600} size="lg">
          {children}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * Taking a poll (002 «Poll passage»): the intro with «Перейти к опросу», then one question at a
 * time with a progress bar and «Вопрос n из N»; «Ответить» waits for an answer, «Пропустить» is
 * there for questions that are not required. The last answer sends them all; then «Спасибо за
 * участие в голосовании». Where one is, and what was answered, survive a reload.
 */
export function PollPassagePage() {
  const t = useText();
  const ref = useParams().uuid ?? '';
  const user = useCurrentUser();
  const poll = usePollToTake(ref);
  const submit = useSubmitPoll(ref);
  const { progress, setProgress, forget } = useProgress(user.id, ref);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each new question takes the focus, so a screen reader reads it.
  useEffect(() => {
    if (progress.step >= 0) headingRef.current?.focus();
  }, [progress.step]);

  if (poll.isPending) return <PageLoader />;
  if (poll.isError) {
    const refused = isApiError(poll.error) && (poll.error.status === 403 || poll.error.status === 404);
    return (
      <Stack gap="md">
        <BackLink />
        {refused ? (
          <Notice icon={<IconLock size={24} />}>{t('passage.unavailable')}</Notice>
        ) : (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('passage.failed')}>
            <Button size="xs" variant="white" color="red" mt="xs" onClick={() => void poll.refetch()}>
              {t('passage.retry')}
            </Button>
          </Alert>
        )}
      </Stack>
    );
  }
  const data = poll.data;
  if (submit.isSuccess) {
    return (
      <Stack gap="md">
        <BackLink />
        <Notice icon={<IconCircleCheck size={24} />} color="green.9">
          {t('passage.thanks')}
        </Notice>
      </Stack>
    );
  }
  if (data.status === 'close' || data.answered) {
    return (
      <Stack gap="md">
        <BackLink />
        <Title order={2} size="h3">
          {data.name}
        </Title>
        <Notice icon={<IconLock size={24} />}>
          {data.status === 'close' ? t('passage.closed') : t('passage.answered')}
        </Notice>
      </Stack>
    );
  }

  const total = data.questions.length;
  const step = Math.min(progress.step, total - 1);
  if (step < 0) {
    return (
      <Stack gap="md" maw={720}>
        <BackLink />
        <Paper withBorder radius="md" p="xl">
          <Stack gap="md">
            <Title order={2} size="h3">
              {data.name}
            </Title>
            {data.description && <Text style={{ whiteSpace: 'pre-line' }}>{data.description}</Text>}
            <Button onClick={() => setProgress({ ...progress, step: 0 })} style={{ alignSelf: 'flex-start' }}>
              {t('passage.start')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    );
  }

  const question = data.questions[step]!;
  const answer = progress.answers[question.id] ?? emptyAnswer;
  const last = step === total - 1;
  const next = (answers: typeof progress.answers) => {
    if (!last) {
      setProgress({ step: step + 1, answers });
      return;
    }
    setProgress({ step, answers });
    submit.mutate({ answers: answersOf(data, answers) }, { onSuccess: forget });
  };
  const failure =
    submit.error &&
    (isApiError(submit.error) && submit.error.status === 422 ? submit.error.message : t('passage.failed'));

  return (
    <Stack gap="md" maw={720}>
      <BackLink />
      <Text fw={600}>{data.name}</Text>
      <Stack gap={6}>
        <Text size="sm" c="dimmed" id="poll-counter">
          {t('passage.counter', { n: step + 1, total })}
        </Text>
        <Progress.Root>
          <Progress.Section
            value={((step + 1) / total) * 100}
            aria-label={t('passage.progress')}
            aria-valuetext={t('passage.counter', { n: step + 1, total })}
          />
        </Progress.Root>
      </Stack>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <VisuallyHidden component="h2" ref={headingRef} tabIndex={-1}>
            {t('passage.counter', { n: step + 1, total })}: {question.text}
          </VisuallyHidden>
          {/* A new question is a new field: its own text answer, its own choice of «Свой вариант». */}
          <QuestionStep
            key={question.id}
            question={question}
            answer={answer}
            onChange={(a) => setProgress({ step, answers: { ...progress.answers, [question.id]: a } })}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
              {failure}
            </Alert>
          )}
          <Group gap="sm">
            <Button onClick={() => next(progress.answers)} disabled={!isGiven(answer)} loading={submit.isPending}>
              {t('passage.answer')}
            </Button>
            {!question.is_required && (
              <Button
                variant="default"
                disabled={submit.isPending}
                onClick={() => {
                  const { [question.id]: _skipped, ...rest } = progress.answers;
                  next(rest);
                }}
              >
                {t('passage.skip')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
