import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { storage, storageKeys } from '../../../shared/lib/storage';
import { usePendingWorksheets } from '../api';
import { useText } from '../i18n';

/**
 * The worksheet offered after sign-in (README decision 9): the first open worksheet of the user's
 * audiences not yet filled in, with «Заполнить анкету» and «Позже». «Позже» holds until the next
 * sign-in (the sign-in clears it); a filled-in worksheet is not offered again.
 */
export function WorksheetOffer({ enabled }: { enabled: boolean }) {
  const t = useText();
  const [later, setLater] = useState(() => storage.get(storageKeys.worksheetLater) !== null);
  const [taken, setTaken] = useState(false);
  const pending = usePendingWorksheets(enabled && !later);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const worksheet = pending.data?.[0];
  const opened =
    enabled && !later && !taken && worksheet !== undefined && pathname !== `/polls_passage/${worksheet.uuid}`;

  const postpone = () => {
    storage.set(storageKeys.worksheetLater, '1');
    setLater(true);
  };
  return (
    <Modal
      opened={opened}
      onClose={postpone}
      title={t('offer.title')}
      centered
      withCloseButton={false}
      styles={{ title: { fontWeight: 700 } }}
    >
      {worksheet && (
        <Stack gap="md">
          <Text>{t('offer.text', { name: worksheet.name })}</Text>
          {worksheet.description && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {worksheet.description}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={postpone}>
              {t('offer.later')}
            </Button>
            <Button
              onClick={() => {
                setTaken(true);
                void navigate(`/polls_passage/${worksheet.uuid}`);
              }}
            >
              {t('offer.fill')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
