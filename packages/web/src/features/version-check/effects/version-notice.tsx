import { UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { BUILD_ID } from '@/config/build';
import { logger } from '@/lib/logger';
import {
  fetchServedVersion,
  NEW_VERSION_MESSAGE,
  versionCheckTriggers,
  watchForNewVersion,
} from '../lib/version-watcher';

export const NEW_VERSION_NOTIFICATION_ID = 'new-version';

export function showNewVersionNotice(reload: () => void = () => window.location.reload()) {
  notifications.show({
    id: NEW_VERSION_NOTIFICATION_ID,
    // Document 3: the notice never closes by itself; clicking it reloads the page.
    autoClose: false,
    color: 'blue',
    message: (
      <UnstyledButton onClick={reload} fz="sm" style={{ textAlign: 'left' }}>
        {NEW_VERSION_MESSAGE}
      </UnstyledButton>
    ),
  });
}

/** Renders nothing: watches /version.txt and shows the new-version notice once. */
export function VersionNotice() {
  useEffect(() => {
    const subscription = watchForNewVersion({
      buildId: BUILD_ID,
      triggers: versionCheckTriggers(),
      fetchVersion: () => fetchServedVersion(),
      log: logger.warn,
    }).subscribe((served) => {
      logger.info(`new version available: ${served} (running ${BUILD_ID})`);
      showNewVersionNotice();
    });
    return () => subscription.unsubscribe();
  }, []);
  return null;
}
