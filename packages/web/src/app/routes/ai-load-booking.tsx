import { NotBuiltRoute } from './not-built';

export function AiLoadBookingRoute() {
  return <NotBuiltRoute title="Load Booking" />;
}
