import { EQUIPMENT_TYPES } from '@fleet/contracts';
import { isTruckComplete, type TruckDetails } from '@fleet/machines';
import { z } from 'zod';

/** Where the saved truck details live (this browser; every tab reads them at load). */
export const TRUCK_DETAILS_KEY = 'truckDetails';

const storedSchema = z.object({
  location: z.string().max(200),
  date: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
  time: z.object({
    hour: z.number().int().min(0).max(23),
    minutes: z.number().int().min(0).max(59),
  }),
  equipmentType: z.union([z.enum(EQUIPMENT_TYPES), z.literal('')]),
});

/** The saved truck, when there is a complete one. */
export function readTruckDetails(storage: Storage = window.localStorage): TruckDetails | null {
  const raw = storage.getItem(TRUCK_DETAILS_KEY);
  if (!raw) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success && isTruckComplete(parsed.data) ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeTruckDetails(details: TruckDetails, storage: Storage = window.localStorage) {
  storage.setItem(TRUCK_DETAILS_KEY, JSON.stringify(details));
}
