import type { Notification } from '@fleet/contracts';
import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useNotificationBell } from '@/features/notifications/hooks/use-notification-bell';
import { formatDateTime } from '@/lib/format';
import { BellIcon } from '../ui/icons';
import classes from './notification-bell.module.css';

/**
 * The header's bell: unread badge, the newest notifications, mark read (one on click, or all).
 * A notification for a load opens its exception details. Source and identifier are not shown.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const bell = useNotificationBell();
  const { unread } = bell;

  const openItem = (item: Notification) => {
    setOpened(false);
    bell.open(item);
  };

  return (
    <Popover
      position="bottom-end"
      width={340}
      shadow="md"
      withArrow
      opened={opened}
      onChange={setOpened}
      // A dialog: keyboard focus moves into the list and returns to the bell on close.
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
          // A controlled Popover leaves the toggling to us.
          onClick={() => setOpened((value) => !value)}
        >
          <Indicator label={unread} size={16} disabled={unread === 0} color="red">
            <BellIcon />
          </Indicator>
        </ActionIcon>
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
