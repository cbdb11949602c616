import { INVOICE_MESSAGES } from '@fleet/contracts';
import { Button, Group, Modal, Text } from '@mantine/core';

/** §5: delete asks 'Are you sure you want to delete this invoice?' first. */
export function DeleteInvoiceDialog({
  invoiceNumber,
  busy,
  onCancel,
  onConfirm,
}: {
  /** The invoice asked about; null: closed. */
  invoiceNumber: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened={invoiceNumber !== null}
      onClose={onCancel}
      title={`Delete invoice ${invoiceNumber ?? ''}`}
      centered
    >
      <Text mb="md">{INVOICE_MESSAGES.confirmDelete}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} data-autofocus>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
