export {
  selectEmptyCallsHint,
  selectTruck,
  selectTruckCanSave,
  selectTruckIsMinimized,
  selectTruckIsSaved,
} from './selectors';
export {
  clampHour,
  clampMinutes,
  EMPTY_TRUCK,
  isTruckComplete,
  padTime,
  stepHour,
  stepMinutes,
  type TruckDetailsPanelMachine,
  type TruckDetailsPanelSnapshot,
  truckAvailability,
  truckDetailsPanelMachine,
} from './truck-details-panel.machine';
export type {
  PersistTruckParams,
  TruckDetails,
  TruckDetailsPanelContext,
  TruckDetailsPanelEvent,
  TruckDetailsPanelEventType,
  TruckDetailsPanelInput,
  TruckTime,
} from './types';
