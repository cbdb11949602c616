import { LoadBookingScreen } from '@/features/load-booking/components/load-booking-screen';

export function AiLoadBookingRoute() {
  return <LoadBookingScreen />;
}
