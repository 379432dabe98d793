import { Alert, Anchor, Group, Stack } from '@mantine/core';
import type { Poll } from '@portal/contract';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { usePoll } from '../api';
import { useText } from '../i18n';
import { usePollEditor } from '../use-poll-editor';
import { PollAudienceFields, PollEditorActions, PollQuestionsField, PollTextFields } from './PollEditorSections';

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

/**
 * The poll editor (001 §2, §5): name, description, comment, the questions, the audience, the
 * verified tick and Save; «Опубликовать» a draft, «Завершить» an open poll, «Сбросить опрос» an
 * open or closed one. An open or closed poll loads disabled with the warning that it cannot be edited.
 */
function PollEditor({ poll }: { poll?: Poll }) {
  const t = useText();
  const editor = usePollEditor(poll);
  const locked = poll !== undefined && poll.status !== 'draft';

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
      <PollTextFields editor={editor} locked={locked} />
      <PollQuestionsField editor={editor} locked={locked} />
      <PollAudienceFields editor={editor} locked={locked} />
      <PollEditorActions editor={editor} locked={locked} poll={poll} />
    </Stack>
  );
}
