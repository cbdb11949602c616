import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useCall } from '../api/get-call';
import { CallBadges, CallDetailsBody } from './call-details';

export const NO_CALL_DATA = 'Could not load call details. Please try again later.';

function BackButton({ onClose }: { onClose: () => void }) {
  return (
    <Button variant="subtle" size="compact-sm" onClick={onClose} px={4}>
      ← Back to Call History
    </Button>
  );
}

/**
 * The Call Details modal (document 3 §2): a spinner while loading; 'Error' and the message on
 * failure; 'Error' with 'Could not load call details. Please try again later.' for an empty
 * answer; otherwise the call. Open while `callId` is set.
 */
export function CallDetailsModal({
  callId,
  onClose,
}: {
  callId: string | null;
  onClose: () => void;
}) {
  // Keep showing the last call while the modal animates closed.
  const shownId = useRef(callId);
  if (callId !== null) shownId.current = callId;
  const query = useCall(shownId.current);
  const call = query.data ?? null;

  let title: string;
  let body: ReactNode;
  if (query.isPending) {
    title = 'Call Details';
    body = (
      <Center py="xl" role="status">
        <Loader aria-label="Loading call details" />
      </Center>
    );
  } else if (query.error || !call) {
    title = 'Error';
    body = (
      <Stack gap="md" align="flex-start">
        <Text c="red" role="alert">
          {query.error ? query.error.message : NO_CALL_DATA}
        </Text>
        <BackButton onClose={onClose} />
      </Stack>
    );
  } else {
    title = 'Call Details';
    body = <CallDetailsBody call={call} />;
  }
  const loaded = !query.isPending && !query.error && call !== null;

  return (
    <Modal.Root opened={callId !== null} onClose={onClose} size="xl" centered={false}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          <Stack gap={6} style={{ flex: 1 }}>
            {loaded ? <BackButton onClose={onClose} /> : null}
            <Group justify="space-between" align="center" gap="sm">
              <Modal.Title fz="h2" fw={700}>
                {title}
              </Modal.Title>
              {loaded && call ? <CallBadges call={call} /> : null}
            </Group>
          </Stack>
          <Modal.CloseButton aria-label="Close" style={{ alignSelf: 'flex-start' }} />
        </Modal.Header>
        <Modal.Body>{body}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
