import type { TruckDetails } from '@fleet/machines';
import { TRUCK_DETAILS_KEY } from '../lib/truck-details';

export const SAVED_TRUCK: TruckDetails = {
  location: 'Dallas, TX',
  date: '2026-03-10',
  time: { hour: 7, minutes: 30 },
  equipmentType: 'dry_van',
};

export function saveTruck(details: TruckDetails = SAVED_TRUCK) {
  window.localStorage.setItem(TRUCK_DETAILS_KEY, JSON.stringify(details));
}
