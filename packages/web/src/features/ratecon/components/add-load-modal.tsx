import type { LoadDraftKind } from '@fleet/machines';
import { Modal } from '@mantine/core';
import { UploadPanel } from './upload-panel';

/** §9: upload modals are 800 px wide; the focus moves into them after 100 ms. */
export const UPLOAD_MODAL_WIDTH = 800;
export const MODAL_FOCUS_DELAY_MS = 100;

/** Home's 'Add Load' (§2.7): the PDF upload in an 800 px modal. */
export function AddLoadModal({
  opened,
  onClose,
  tms,
}: {
  opened: boolean;
  onClose: () => void;
  tms: LoadDraftKind;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add Load"
      size={UPLOAD_MODAL_WIDTH}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      {/* Mounted only while open: closing stops a running extraction. */}
      {opened ? <UploadPanel tms={tms} autoFocusDelayMs={MODAL_FOCUS_DELAY_MS} /> : null}
    </Modal>
  );
}
