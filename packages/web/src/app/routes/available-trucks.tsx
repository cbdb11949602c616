import { Page } from '@/components/ui/page';
import { AvailableTrucksList } from '@/features/fleet-lists/components/available-trucks-list';

export function AvailableTrucksRoute() {
  return (
    <Page title="Available Trucks" size="xl">
      <AvailableTrucksList />
    </Page>
  );
}
