import type { Notification } from '@fleet/contracts';
import { Button, Group, Loader, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { useNotificationBell } from '../hooks/use-notification-bell';
import classes from './notification-bell.module.css';
import { BellButton } from './notification-bell-button';

/** The bell's popover and feed (loaded lazily by `NotificationBell`). */
export function NotificationBellPopover({
  opened,
  onChange,
}: {
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  const bell = useNotificationBell();

  const openItem = (item: Notification) => {
    onChange(false);
    bell.open(item);
  };

  return (
    <Popover
      position="bottom-end"
      width={340}
      shadow="md"
      withArrow
      opened={opened}
      onChange={onChange}
      // A dialog: keyboard focus moves into the list and returns to the bell on close.
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <BellButton
          unread={bell.unread}
          // A controlled Popover leaves the toggling to us.
          onClick={() => onChange(!opened)}
        />
      </Popover.Target>
      <Popover.Dropdown aria-label="Notifications" p="xs">
        <BellContent bell={bell} onOpen={openItem} />
      </Popover.Dropdown>
    </Popover>
  );
}

function BellContent({
  bell,
  onOpen,
}: {
  bell: ReturnType<typeof useNotificationBell>;
  onOpen: (item: Notification) => void;
}) {
  if (bell.isPending) return <Loader size="sm" aria-label="Loading" />;
  if (bell.error) {
    return (
      <Text size="sm" c="red" role="alert">
        {bell.error.message}
      </Text>
    );
  }
  if (bell.items.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="xs">
        No notifications
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {bell.unread > 0 ? (
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={bell.markAllRead}>
            Mark all as read
          </Button>
        </Group>
      ) : null}
      <ul className={classes.list} aria-label="Notification list">
        {bell.items.map((item) => (
          <li key={item.id}>
            <UnstyledButton
              className={classes.item}
              data-unread={item.read ? undefined : true}
              onClick={() => onOpen(item)}
            >
              <Text size="sm" fw={item.read ? 500 : 700}>
                {item.title}
              </Text>
              <Text size="sm">{item.message}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(item.created_at)}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
