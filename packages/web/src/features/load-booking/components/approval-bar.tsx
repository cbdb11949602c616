import type { ApprovalRequest } from '@fleet/machines';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../lib/money';

const DEFAULT_PROMPT = 'The agent is waiting for your approval of this load.';

/**
 * Document 3 §2 "Approval": the agent asks the dispatcher to approve the load; Reject takes an
 * optional reason. An alert region, so screen readers announce it when it appears.
 */
export function ApprovalBar({
  approval,
  onApprove,
  onReject,
}: {
  approval: ApprovalRequest;
  onApprove: () => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Alert color="orange" variant="light" role="alert" title="Approval needed">
      <Stack gap="xs">
        <Text size="sm">{approval.message.trim() || DEFAULT_PROMPT}</Text>
        {approval.rate !== null ? (
          <Text size="sm" fw={600}>
            Agreed rate: {formatMoney(approval.rate)}
          </Text>
        ) : null}
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label="Rejection reason (optional)"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.currentTarget.value)}
            w={260}
            size="xs"
          />
          <Button color="red" variant="light" onClick={() => onReject(reason)}>
            Reject
          </Button>
          <Button color="green" onClick={onApprove}>
            Approve
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
