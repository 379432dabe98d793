import { Button, Group, Modal, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  question: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  danger?: boolean;
}

/** A question before an action that cannot be taken back; Cancel has the focus first. */
export function ConfirmDialog({
  opened,
  title,
  question,
  confirm,
  cancel,
  onConfirm,
  onClose,
  busy = false,
  danger = false,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': cancel }}>
      <Text>{question}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {cancel}
        </Button>
        <Button color={danger ? 'red.9' : undefined} onClick={onConfirm} loading={busy}>
          {confirm}
        </Button>
      </Group>
    </Modal>
  );
}
