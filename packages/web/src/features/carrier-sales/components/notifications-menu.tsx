import type { CampaignNotification } from '@fleet/contracts';
import { ActionIcon, Badge, Box, Group, Popover, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/lib/format';

const ICON: Record<CampaignNotification['notification_type'], { mark: string; color: string }> = {
  error: { mark: '⛔', color: 'red' },
  warning: { mark: '⚠️', color: 'orange' },
  info: { mark: 'ℹ️', color: 'blue' },
  other: { mark: '•', color: 'gray' },
};

/** §2 notifications bell with the count of errors, and the Load Notifications dropdown. */
export function NotificationsMenu({ notifications }: { notifications: CampaignNotification[] }) {
  const errors = notifications.filter((n) => n.notification_type === 'error').length;
  const newestFirst = [...notifications].sort(
    (a, b) => new Date(b.datetime).getTime() - new Date(a.datetime).getTime(),
  );
  return (
    // hideDetached off: the bell sits in a scrolling page; the list stays while it is open.
    <Popover width={320} position="bottom-end" withArrow shadow="md" hideDetached={false}>
      <Popover.Target>
        <Box pos="relative">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={`Load Notifications (${errors} errors)`}
          >
            <span aria-hidden>🔔</span>
          </ActionIcon>
          {errors > 0 ? (
            <Badge
              size="xs"
              color="red"
              circle
              pos="absolute"
              top={-4}
              right={-4}
              data-testid="error-count"
            >
              {errors}
            </Badge>
          ) : null}
        </Box>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={600} size="sm">
            Load Notifications
          </Text>
          {newestFirst.length === 0 ? (
            <Text size="sm" c="dimmed">
              No notifications
            </Text>
          ) : (
            <Stack
              gap={6}
              component="ul"
              aria-label="Load Notifications"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {newestFirst.map((notification, index) => (
                <Group
                  component="li"
                  // biome-ignore lint/suspicious/noArrayIndexKey: notifications have no id
                  key={index}
                  gap="xs"
                  wrap="nowrap"
                  align="flex-start"
                  data-type={notification.notification_type}
                >
                  <Text
                    span
                    aria-label={notification.notification_type}
                    c={ICON[notification.notification_type].color}
                  >
                    {ICON[notification.notification_type].mark}
                  </Text>
                  <Stack gap={0}>
                    <Text size="sm">{notification.message}</Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(notification.datetime)}
                    </Text>
                  </Stack>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
