import { Modal } from '@mantine/core';
import { PolicyText, useText as useAuthText } from '../../features/auth';
import { useText } from '../i18n';

export function PolicyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useText();
  const authText = useAuthText();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={authText('policy.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('shell.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <PolicyText />
    </Modal>
  );
}
