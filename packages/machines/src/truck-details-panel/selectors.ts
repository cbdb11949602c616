import { isTruckComplete, type TruckDetailsPanelSnapshot } from './truck-details-panel.machine';
import type { TruckDetails } from './types';

export const selectTruck = (snapshot: TruckDetailsPanelSnapshot): TruckDetails =>
  snapshot.context.truck;

/** Next is enabled: location, equipment type and available date are set. */
export const selectTruckCanSave = (snapshot: TruckDetailsPanelSnapshot): boolean =>
  snapshot.matches('maximized') && isTruckComplete(snapshot.context.truck);

/** Minimized after a save: the New Call button shows. */
export const selectTruckIsMinimized = (snapshot: TruckDetailsPanelSnapshot): boolean =>
  snapshot.matches('minimized');

/** The truck was saved at least once (calls can be made). */
export const selectTruckIsSaved = (snapshot: TruckDetailsPanelSnapshot): boolean =>
  snapshot.context.saved;

/** The second line of the empty Active Calls tab (§2). */
export const selectEmptyCallsHint = (snapshot: TruckDetailsPanelSnapshot): string =>
  snapshot.context.saved
    ? 'Click the New Call button to make a new call.'
    : 'Please save Truck Details first.';
