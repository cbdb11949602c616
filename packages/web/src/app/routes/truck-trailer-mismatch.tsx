import { Page } from '@/components/ui/page';
import { MismatchList } from '@/features/fleet-lists/components/mismatch-list';

export function TruckTrailerMismatchRoute() {
  return (
    <Page title="Truck/Trailer Mismatch" size="xl">
      <MismatchList />
    </Page>
  );
}
