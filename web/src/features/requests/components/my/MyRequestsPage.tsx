import { Anchor, Button, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useLiveEvent } from '../../../../shared/api/live-events-hooks';
import { SideBySide } from '../../../../shared/ui/AutoGrid';
import { refreshRequests } from '../../api';
import { useDesk } from '../../desk';
import { useText } from '../../i18n';
import { MyRequestList } from './MyRequestList';
import { NewRequestForm } from './NewRequestForm';
import { RequestDialog } from './RequestDialog';
import { usePhone } from '../../../../shared/lib/media';

/** `/request/12` → 12; anything else → null. */
const requestIdOf = (raw: string | undefined): number | null =>
  raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;

function NewRequestPanel() {
  const navigate = useNavigate();
  const t = useText();
  const { kind, paths } = useDesk();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby="new-request-title">
      <Title order={2} size="h3" id="new-request-title" mb="xs">
        {t('newRequest', { context: kind })}
      </Title>
      <NewRequestForm
        onCreated={(id) => {
          notifications.show({ color: 'green', message: t('form.sent', { id, context: kind }) });
          void navigate(`${paths.author}/${id}`);
        }}
      />
    </Paper>
  );
}

/**
 * «Заявки» (002 §2.5 «Requests (user)»): the employee's own requests and «Подача заявки»; a
 * request opens its chat dialog (`/request/{id}`, where the inbox's notice links). On a phone
 * the list, the form (`/request/new`) and the dialog are separate views.
 */
export function MyRequestsPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isPhone = usePhone();
  const t = useText();
  const { kind, paths } = useDesk();
  const id = requestIdOf(params.id);
  const formView = pathname === `${paths.author}/new`;

  // Accepted, answered or closed somewhere: the list's statuses and highlights follow.
  const refresh = () => void refreshRequests(queryClient);
  useLiveEvent('request.updated', refresh);
  useLiveEvent('request.message', refresh);

  const list = (
    <Stack component="section" gap="sm" aria-labelledby="my-requests-title">
      <Title order={2} size="h3" id="my-requests-title">
        {t('myTitle', { context: kind })}
      </Title>
      <MyRequestList />
    </Stack>
  );

  // One tree at every width (the form keeps what was typed when the window is resized or turned):
  // on a phone the list and the form are shown one at a time.
  return (
    <>
      <SideBySide
        maw={1200}
        panes={[
          {
            min: 20,
            grow: 1,
            hidden: isPhone && formView,
            content: (
              <Stack gap="md">
                {isPhone && (
                  <Button
                    component={Link}
                    to={`${paths.author}/new`}
                    leftSection={<IconPlus size={18} aria-hidden />}
                    fullWidth
                  >
                    {t('newRequest', { context: kind })}
                  </Button>
                )}
                {list}
              </Stack>
            ),
          },
          {
            min: 20,
            grow: 1,
            hidden: isPhone && !formView,
            content: (
              <Stack gap="sm">
                {isPhone && (
                  <Anchor component={Link} to={paths.author} size="sm">
                    <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
                    {t('backToList', { context: kind })}
                  </Anchor>
                )}
                <NewRequestPanel />
              </Stack>
            ),
          },
        ]}
      />
      <RequestDialog id={id} onClose={() => void navigate(paths.author)} />
    </>
  );
}
