import { TripDetailsScreen } from '@/features/trip-details/components/trip-details-screen';

export function ExceptionDetailsRoute() {
  return <TripDetailsScreen />;
}
