import { Modal } from '@mantine/core';
import { InvoiceUploadPanel } from './invoice-upload-panel';

/** §9: upload modals are 800 px wide; the drop zone takes focus after the modal's 100 ms. */
export const UPLOAD_MODAL_WIDTH = 800;
const MODAL_FOCUS_DELAY_MS = 100;

/** 'Upload Invoice' (the home's button and the list's): the PDF upload in a modal (§2.8). */
export function UploadInvoiceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Upload Invoice"
      size={UPLOAD_MODAL_WIDTH}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {/* Mounted only while open: closing stops a running extraction. */}
      {opened ? <InvoiceUploadPanel autoFocusDelayMs={MODAL_FOCUS_DELAY_MS} /> : null}
    </Modal>
  );
}
