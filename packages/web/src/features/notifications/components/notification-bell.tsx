import { useState } from 'react';
import { preload, usePreloaded } from '@/lib/preload';
import { BellButton } from './notification-bell-button';

// The popover (floating-ui, focus trap, portal), the feed's query and its zod schema are not in
// the entry bundle: they start loading as soon as the entry runs and are normally in place before
// the header first renders. Should they still be on their way, a plain bell stands in, and a
// click on it opens the list once it arrives.
const popover = preload(() => import('./notification-bell-popover'), 'the notification bell');

/**
 * The header's bell: unread badge, the newest notifications, mark read (one on click, or all).
 * A notification for a load opens its exception details. Source and identifier are not shown.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const loaded = usePreloaded(popover);
  if (!loaded) return <BellButton unread={0} onClick={() => setOpened(true)} />;
  return <loaded.NotificationBellPopover opened={opened} onChange={setOpened} />;
}
