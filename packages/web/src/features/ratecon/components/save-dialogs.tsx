import { ditatPropertyLabel, LOAD_MESSAGES, type LoadValidationError } from '@fleet/contracts';
import { Button, Group, List, Modal, Text } from '@mantine/core';
import { notify } from '@/lib/notify';

/** §9: the copy toast shows for one second. */
export const COPY_TOAST_MS = 1000;

const closeProps = { 'aria-label': 'Close dialog' };

/** 'Save Load' asks first; while saving, the dialog says 'Saving…' and nothing can be clicked (§4). */
export function ConfirmSaveDialog({
  opened,
  saving,
  onSave,
  onCancel,
}: {
  opened: boolean;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Save Load"
      centered
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
      withCloseButton={!saving}
      closeButtonProps={closeProps}
    >
      <Text>Save this load to the TMS?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={onSave} disabled={saving} data-autofocus>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </Group>
    </Modal>
  );
}

/** Ditat's refusals, each with the label of its field (§5); closing returns to the form. */
export function ValidationErrorsDialog({
  errors,
  onClose,
}: {
  errors: readonly LoadValidationError[];
  onClose: () => void;
}) {
  return (
    <Modal
      opened={errors.length > 0}
      onClose={onClose}
      title={LOAD_MESSAGES.validationErrorsTitle}
      centered
      closeButtonProps={closeProps}
    >
      <List spacing="xs">
        {errors.map((error) => (
          <List.Item key={`${error.propertyName}: ${error.message}`}>
            <Text span fw={600}>
              {ditatPropertyLabel(error.propertyName)}
            </Text>
            : {error.message}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          Close
        </Button>
      </Group>
    </Modal>
  );
}

/** After a Ditat save (§2.7): the TMS's id, to copy, and the way back to the dashboard. */
export function LoadSavedDialog({
  loadId,
  onGoToDashboard,
}: {
  loadId: string | null;
  onGoToDashboard: () => void;
}) {
  const copy = async () => {
    if (!loadId) return;
    try {
      await navigator.clipboard.writeText(loadId);
      notify.success('Copied', { autoClose: COPY_TOAST_MS });
    } catch {
      notify.error('Could not copy the load ID');
    }
  };
  return (
    <Modal
      opened={loadId !== null}
      onClose={onGoToDashboard}
      title={LOAD_MESSAGES.loadSavedTitle}
      centered
      closeButtonProps={closeProps}
    >
      <Text>
        Load ID: <strong>{loadId}</strong>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => void copy()}>
          {LOAD_MESSAGES.copyLoadId}
        </Button>
        <Button onClick={onGoToDashboard} data-autofocus>
          {LOAD_MESSAGES.goToDashboard}
        </Button>
      </Group>
    </Modal>
  );
}
