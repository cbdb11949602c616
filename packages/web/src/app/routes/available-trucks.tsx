import { NotBuiltRoute } from './not-built';

export function AvailableTrucksRoute() {
  return <NotBuiltRoute title="Available Trucks" />;
}
