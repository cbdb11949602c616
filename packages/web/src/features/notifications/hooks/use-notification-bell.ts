import type { Notification } from '@fleet/contracts';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

/** Where a notification leads: OPEN_LOAD with a load id opens that load's exception details. */
export function notificationTarget(item: Notification): string | null {
  if (item.action !== 'OPEN_LOAD' || !item.load_id) return null;
  const query = new URLSearchParams({ id: item.load_id, module: item.module });
  return `${paths.exceptionDetails}?${query}`;
}

/** The bell's data: the newest notifications, the unread count, and what a click does. */
export function useNotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();

  const open = (item: Notification) => {
    if (!item.read) markRead.mutate([item.id]);
    const target = notificationTarget(item);
    if (target) void navigate(target);
  };

  return {
    items: notifications.data?.data ?? [],
    unread: notifications.data?.unread ?? 0,
    isPending: notifications.isPending,
    /** Only when there is nothing to show: a failed poll keeps the last list. */
    error: notifications.data ? null : notifications.error,
    open,
    markAllRead: () => markRead.mutate(undefined),
  };
}
