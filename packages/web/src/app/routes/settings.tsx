import { SettingsPage } from '@/features/settings/components/settings-page';

/** /settings?section=…: document 2 §2.6 (Tasks and Load Board; the monitoring tabs are empty). */
export function SettingsRoute() {
  return <SettingsPage />;
}
