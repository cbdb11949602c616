import { Page } from '@/components/ui/page';
import { ProfileForm } from '@/features/profile/components/profile-form';

export function ProfileRoute() {
  return (
    <Page title="Profile" size="sm">
      <ProfileForm />
    </Page>
  );
}
