import {
  CAMPAIGN_STATUS_LABELS,
  type CampaignCallSession,
  type CampaignNotification,
  type CampaignStatus,
} from '@fleet/contracts';
import type { LiveStatusLabel } from '@fleet/machines';
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { CallCard } from './call-card';
import { NotificationsMenu } from './notifications-menu';

const STATUS_COLOR: Record<CampaignStatus, string> = {
  stop: 'gray',
  started: 'blue',
  running: 'blue',
  pause: 'yellow',
  paused: 'yellow',
  completed: 'orange',
  confirmed: 'green',
  cancelled: 'gray',
  failed: 'red',
};

/** §2 empty states of the calls section. */
export function emptyCallsText(status: CampaignStatus | null): string {
  switch (status) {
    case 'started':
    case 'running':
      return 'Waiting for calls to begin...';
    case 'confirmed':
      return 'Booking Confirmed!';
    case 'completed':
      return 'Load Completed';
    case 'failed':
      return 'Load Failed';
    case 'cancelled':
      return 'Load Cancelled';
    default:
      return 'No active calls';
  }
}

/**
 * §2 calls section: live connection indicator, notifications bell and dropdown, status badge,
 * the status banner while watching, and the call cards newest first (or the empty state).
 */
export function CallsSection({
  status,
  connection,
  banner,
  calls,
  notifications,
}: {
  status: CampaignStatus | null;
  connection: LiveStatusLabel;
  banner: string | null;
  calls: CampaignCallSession[];
  notifications: CampaignNotification[];
}) {
  const newestFirst = [...calls].sort(
    (a, b) => new Date(b.timestamp).getTime() - new Date(a.timestamp).getTime(),
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Calls">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={3} size="h5">
              Calls
            </Title>
            <LiveIndicator status={connection} />
          </Group>
          <Group gap="sm">
            <NotificationsMenu notifications={notifications} />
            {status ? (
              <Badge color={STATUS_COLOR[status]} data-testid="campaign-status">
                {CAMPAIGN_STATUS_LABELS[status]}
              </Badge>
            ) : null}
          </Group>
        </Group>
        {banner ? (
          <Alert
            role="status"
            color={status === 'confirmed' ? 'green' : status === 'failed' ? 'red' : 'orange'}
          >
            {banner}
          </Alert>
        ) : null}
        {newestFirst.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {emptyCallsText(status)}
          </Text>
        ) : (
          <Stack gap="sm">
            {newestFirst.map((call) => (
              <CallCard key={call.call_uid} call={call} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
