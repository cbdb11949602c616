import type { LiveStatusLabel } from '@fleet/machines';
import { Box, Group, Text } from '@mantine/core';

const DOT_COLOR: Record<LiveStatusLabel, string> = {
  Connected: 'var(--mantine-color-green-6)',
  'Connecting...': 'var(--mantine-color-yellow-6)',
  Disconnected: 'var(--mantine-color-red-6)',
};

/** The live connection's state as a colored dot and its label; announced politely on change. */
export function LiveIndicator({ status }: { status: LiveStatusLabel }) {
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-status={status}>
      <Box
        aria-hidden
        data-testid="live-indicator-dot"
        w={8}
        h={8}
        style={{ borderRadius: '50%', flexShrink: 0, backgroundColor: DOT_COLOR[status] }}
      />
      <Text size="sm" component="span">
        {status}
      </Text>
    </Group>
  );
}
