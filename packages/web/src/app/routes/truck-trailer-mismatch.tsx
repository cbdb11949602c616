import { NotBuiltRoute } from './not-built';

export function TruckTrailerMismatchRoute() {
  return <NotBuiltRoute title="Truck/Trailer Mismatch" />;
}
