import { LOAD_MESSAGES, tmsLoadPagePath } from '@fleet/contracts';
import { notifications } from '@mantine/notifications';
import { createElement } from 'react';

/**
 * The generic save opens the TMS load page in a new tab (§4, §8). A browser allows a popup only
 * in the click's user gesture, and the id exists only after the save: so the tab is opened blank
 * in the confirming click, then sent to the load once saved.
 */
export function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.document.title = 'Saving the load…';
    tab.document.body.textContent = 'Saving the load…';
  } catch {
    // Not ours to write into (a browser that isolates the new tab): it still navigates.
  }
  return tab;
}

/**
 * Shows the saved load in the tab opened before the save. When that tab is gone (closed by the
 * user, or taken away by a blocker), a toast that stays until dismissed links to the load.
 */
export function showLoadInTab(tab: Window | null, id: string): void {
  const href = new URL(tmsLoadPagePath(id), window.location.origin).href;
  if (tab && !tab.closed) {
    try {
      tab.location.href = href;
      return;
    } catch {
      // fall through to the link
    }
  }
  notifications.show({
    color: 'yellow',
    autoClose: false,
    message: createElement(
      'a',
      { href, target: '_blank', rel: 'noopener' },
      LOAD_MESSAGES.popupBlockedLink,
    ),
  });
}
