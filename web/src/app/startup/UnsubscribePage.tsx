import { Alert, Anchor, Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { preferencesEndpoints } from '@portal/contract';
import { isApiError } from '../../shared/api/api-error';
import { api } from '../../shared/api/client';
import { MAIN_ID } from '../../shared/ui/landmarks';
import { useText } from '../i18n';

/**
 * A letter's unsubscribe link, signed in or not (issue 32 §2): the person confirms with a button (a
 * link alone must not unsubscribe: mail scanners open links), the page posts the signed token and
 * says it is done. Mail programs unsubscribe in one click by the letter's List-Unsubscribe header.
 */
export default function UnsubscribePage({ tools }: { tools?: ReactNode }) {
  const t = useText();
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: () => api(preferencesEndpoints.unsubscribe, { query: { token } }),
  });
  const refused = unsubscribe.isError && isApiError(unsubscribe.error) && unsubscribe.error.status === 400;
  const kind = unsubscribe.data?.kind;
  return (
    <Box component="main" id={MAIN_ID} tabIndex={-1}>
      {tools && (
        <Group justify="flex-end" px="sm" pt="sm">
          {tools}
        </Group>
      )}
      <Center mih="80vh" p="md">
        <Paper withBorder p="xl" maw={560} w="100%">
          <Stack>
            <Title order={1} size="h3">
              {t('unsubscribe.title')}
            </Title>
            {unsubscribe.isSuccess ? (
              <Alert color="green" role="status">
                {kind ? t('unsubscribe.done', { kind: t(`unsubscribe.kinds.${kind}`) }) : t('unsubscribe.doneAll')}
              </Alert>
            ) : !token || refused ? (
              <Alert color="red" role="alert">
                {t('unsubscribe.badLink')}
              </Alert>
            ) : (
              <>
                <Text>{t('unsubscribe.question')}</Text>
                {unsubscribe.isError && (
                  <Alert color="red" role="alert">
                    {t('unsubscribe.failed')}
                  </Alert>
                )}
                <Button onClick={() => unsubscribe.mutate()} loading={unsubscribe.isPending} w="fit-content">
                  {t('unsubscribe.confirm')}
                </Button>
              </>
            )}
            <Anchor href="/" fw={600} w="fit-content">
              {t('unsubscribe.toPortal')}
            </Anchor>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
