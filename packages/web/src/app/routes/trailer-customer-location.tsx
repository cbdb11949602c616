import { Page } from '@/components/ui/page';
import { TrailerList } from '@/features/fleet-lists/components/trailer-list';

export function TrailerCustomerLocationRoute() {
  return (
    <Page title="Trailer at Customer Location" size="xl">
      <TrailerList />
    </Page>
  );
}
