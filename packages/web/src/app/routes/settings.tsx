import { SettingsPage } from '@/features/settings/components/settings-page';

/** /settings?section=…: document 2 §2.6 (only the Load Board section is built). */
export function SettingsRoute() {
  return <SettingsPage />;
}
