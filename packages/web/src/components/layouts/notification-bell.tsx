import { ActionIcon, Indicator, Popover, Stack, Text } from '@mantine/core';
import { BellIcon } from '../ui/icons';

export type AppNotification = { id: string; message: string; read: boolean };

/**
 * The header's bell. The notification feed has no source yet, so the list is empty and the badge
 * hidden; the control, its label and its empty state are the real ones.
 */
export function NotificationBell({ items = [] }: { items?: AppNotification[] }) {
  const unread = items.filter((item) => !item.read).length;
  return (
    <Popover position="bottom-end" width={300} shadow="md" withArrow trapFocus={false}>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
        >
          <Indicator label={unread} size={16} disabled={unread === 0} color="red">
            <BellIcon />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No notifications
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <Text component="li" key={item.id} size="sm" fw={item.read ? 400 : 600}>
                {item.message}
              </Text>
            ))}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
