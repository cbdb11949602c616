import type { Notification } from '@fleet/contracts';

/** A notification for the bell, as the engines raise it; ../data stores it once per dedupe key. */
export interface NewNotification {
  id: string;
  createdAt: string;
  dedupeKey: string;
  title: string;
  message: string;
  loadId: string;
  module: Notification['module'];
}
