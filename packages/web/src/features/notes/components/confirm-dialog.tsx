import { Button, Group, Modal, Text } from '@mantine/core';

/** 'Are you sure …?' with Cancel and Confirm (document 2 §2.5). */
export function ConfirmDialog({
  opened,
  title,
  message,
  busy = false,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  message: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text mb="md">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} data-autofocus>
          Confirm
        </Button>
      </Group>
    </Modal>
  );
}
