import { Modal } from '@mantine/core';
import { PolicyText } from '../../features/auth/components/PolicyText';
import { policyText } from '../../features/auth/policy-text';
import { shellStrings } from '../strings';

export function PolicyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={policyText.title}
      size="lg"
      closeButtonProps={{ 'aria-label': shellStrings.close }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <PolicyText />
    </Modal>
  );
}
