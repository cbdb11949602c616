import { Button, Group, Modal, Text } from '@mantine/core';

/** Document 1 §9: modals are 800 px wide. */
export const MODAL_WIDTH = 800;

/**
 * Add Load and Upload Invoice open the PDF upload of document 2, which a later release builds;
 * until then the modal says so. Mantine traps focus inside and returns it to the button on close.
 */
export function UploadNotBuiltModal({
  title,
  what,
  opened,
  onClose,
}: {
  title: string;
  what: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={MODAL_WIDTH}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Text>Uploading {what} is not built yet. A later release adds the PDF upload here.</Text>
      <Group justify="flex-end" mt="lg">
        <Button data-autofocus onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
