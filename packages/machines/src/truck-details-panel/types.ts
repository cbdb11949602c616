import type { EquipmentType } from '@fleet/contracts';

/** The truck's available time, 24 h (document 3 §9: hours 0–23, minutes 0–59). */
export interface TruckTime {
  hour: number;
  minutes: number;
}

/** Document 3 §3 "Truck details". */
export interface TruckDetails {
  /** 'City, ST' as picked in the city autocomplete; '' when not set. */
  location: string;
  /** The available date, yyyy-MM-dd; '' when not set. */
  date: string;
  time: TruckTime;
  /** One of the truck equipment types; '' when not set. */
  equipmentType: EquipmentType | '';
}

export interface TruckDetailsPanelInput {
  /** Details to start from (e.g. the last saved ones); missing fields are empty. */
  truck?: Partial<TruckDetails>;
}

export interface TruckDetailsPanelContext {
  truck: TruckDetails;
  /** Next was pressed at least once (the Active Calls tab then offers New Call). */
  saved: boolean;
}

/** Events are `domain.verb`. */
export type TruckDetailsPanelEvent =
  /** The user edited fields; the time is clamped to 0–23 / 0–59. Ignored while minimized. */
  | { type: 'truck.change'; patch: Partial<TruckDetails> }
  /** Next: saves (calls `persist`) and minimizes; ignored unless location, equipment and date are set. */
  | { type: 'truck.save' }
  /** The minimized panel was opened again for editing. */
  | { type: 'truck.edit' };

export type TruckDetailsPanelEventType = TruckDetailsPanelEvent['type'];

/** Params of the injected `persist` action. */
export interface PersistTruckParams {
  truck: TruckDetails;
}
