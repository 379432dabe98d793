import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCheck, IconLock } from '@tabler/icons-react';
import { REQUEST_STATUS, type RequestDetail } from '@portal/contract';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '../../../../shared/api/api-error';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { ErrorState } from '../../../../shared/ui/ErrorState';
import { useRequest, useSetRequestStatus, type RequestView } from '../../api';
import { useDesk } from '../../desk';
import { useText } from '../../i18n';
import { RequestChat } from '../RequestChat';
import { RequestFacts } from '../RequestFacts';
import { RequestStatusBadge } from '../RequestStatusBadge';
import { RequestPerformers } from './RequestPerformers';

/**
 * «Принята» while the request is new (admins and performers), «Закрыть заявку» in the manager's
 * view for a performer (002 §4, §6), with a confirmation.
 */
function StatusActions({ request, view }: { request: RequestDetail; view: RequestView }) {
  const t = useText();
  const { kind } = useDesk();
  const setStatus = useSetRequestStatus(kind, request.id);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = (status: 2 | 3) => {
    setFailure(null);
    setStatus.mutate(status, {
      onSuccess: () => setConfirming(false),
      onError: (cause) => {
        setConfirming(false);
        setFailure(isApiError(cause) ? cause.message : t('work.actionFailed', { context: kind }));
      },
    });
  };
  const canAccept = request.status === REQUEST_STATUS.new;
  const canClose = view === 'manager' && request.can_close && request.status !== REQUEST_STATUS.closed;
  if (!canAccept && !canClose && !failure) return null;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {canAccept && (
          <Button
            leftSection={<IconCheck size={18} aria-hidden />}
            loading={setStatus.isPending && setStatus.variables === 3}
            onClick={() => run(3)}
          >
            {t('work.accept', { context: kind })}
          </Button>
        )}
        {canClose && (
          <Button
            variant="default"
            leftSection={<IconLock size={18} aria-hidden />}
            onClick={() => setConfirming(true)}
          >
            {t('work.close', { context: kind })}
          </Button>
        )}
      </Group>
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" title={failure} />
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('work.close', { context: kind })}
        question={t('work.closeConfirm', { context: kind })}
        confirm={t('work.close', { context: kind })}
        cancel={t('work.cancel')}
        onConfirm={() => run(2)}
        onClose={() => setConfirming(false)}
        busy={setStatus.isPending}
      />
    </Stack>
  );
}

/**
 * A request as requests control or the manager works it (002 §2.5): its status and the actions,
 * its facts with the author's posts, the performers, and the chat on the performers' side.
 */
export function RequestWorkDetail({ view }: { view: RequestView }) {
  const params = useParams();
  const { search } = useLocation();
  const id = params.id && /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
  const t = useText();
  const { kind, paths } = useDesk();
  const request = useRequest(kind, id ?? 0);
  const back = (
    <Button
      component={Link}
      to={`${view === 'control' ? paths.control : paths.manager}${search}`}
      variant="subtle"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('backToList', { context: kind })}
    </Button>
  );

  if (id === null || request.isError) {
    const missing = id === null || (isApiError(request.error) && request.error.status === 404);
    return (
      <Stack gap="md" maw={1200}>
        {back}
        <ErrorState
          message={missing ? t('notFound', { context: kind }) : t('loadFailed', { context: kind })}
          onRetry={missing ? undefined : () => void request.refetch()}
        />
      </Stack>
    );
  }
  if (!request.data) {
    return (
      <Stack gap="md" maw={1200} aria-busy="true">
        {back}
        <Skeleton height={32} width="40%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  const r = request.data;
  return (
    <Stack gap="md" maw={1200}>
      {back}
      <Group gap="sm" align="center">
        <Title order={2} size="h3">
          {t('requestTitle', { id: r.id, context: kind })}
        </Title>
        <RequestStatusBadge status={r.status} />
      </Group>
      <StatusActions request={r} view={view} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Paper
            component="section"
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            aria-labelledby="request-chat-title"
          >
            <Title order={2} size="h4" id="request-chat-title" mb="sm">
              {t('work.chat')}
            </Title>
            <RequestChat request={r} side="worker" />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
              <RequestFacts request={r} withAuthor stacked />
            </Paper>
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
              <RequestPerformers request={r} />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
