import { z } from 'zod';

/**
 * The parts of Alvys public-API answers this client reads (keys camel-cased by the client, so
 * `TripNumber` and `tripNumber` both arrive as `tripNumber`). Fields the mapping does not use are
 * left out; unknown fields pass. Optional fields are `nullish`: Alvys sends null or leaves them out.
 */

const text = z.string().nullish();

export const alvysAddress = z.object({
  street: text,
  city: text,
  state: text,
  zipCode: text,
});

/** Alvys sends coordinates as strings ("41.8781"); numbers are accepted too. */
const coordinate = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const n = typeof value === 'number' ? value : Number(value.trim());
  if (value === '' || !Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: `not a coordinate: ${JSON.stringify(value)}` });
    return z.NEVER;
  }
  return n;
});

export const alvysCoordinates = z.object({ latitude: coordinate, longitude: coordinate });

const fleetRef = z.object({ id: text, name: text }).nullish();

export const alvysCustomer = z.object({
  id: z.string().min(1),
  name: z.string(),
  status: text,
});

export const alvysDriver = z.object({
  id: z.string().min(1),
  name: z.string(),
  employeeId: text,
  phoneNumber: text,
  email: text,
  address: alvysAddress.nullish(),
  status: text,
  isActive: z.boolean().nullish(),
});

export const alvysTruck = z.object({
  id: z.string().min(1),
  truckNum: z.string(),
  status: text,
  fleet: fleetRef,
});

export const alvysTrailer = z.object({
  id: z.string().min(1),
  trailerNum: z.string(),
  status: text,
  equipmentType: text,
});

export const alvysReference = z.object({ name: text, value: text });

/** One stop: Alvys's appointment, delivery-window and waypoint stops in one shape. */
export const alvysStop = z.object({
  id: z.string().min(1),
  $type: text,
  stopType: z.string(),
  scheduleType: text,
  appointmentDate: text,
  stopWindow: z.object({ begin: text, end: text }).nullish(),
  address: alvysAddress.nullish(),
  coordinates: alvysCoordinates.nullish(),
  status: text,
  arrivedAt: text,
  departedAt: text,
  companyId: text,
  companyName: text,
  references: z.array(alvysReference).nullish(),
});

export const alvysTrip = z.object({
  id: z.string().min(1),
  tripNumber: z.string(),
  status: z.string(),
  loadNumber: z.string(),
  stops: z.array(alvysStop).nullish(),
  truck: z.object({ id: text }).nullish(),
  trailer: z.object({ id: text, equipmentType: text }).nullish(),
  driver1: z.object({ id: text }).nullish(),
  pickedUpAt: text,
  deliveredAt: text,
  releasedAt: text,
  carrierAssignedAt: text,
  updatedAt: text,
  isDeleted: z.boolean().nullish(),
});

export const alvysLoad = z.object({
  id: z.string().min(1),
  loadNumber: z.string(),
  orderNumber: text,
  customerId: text,
  customerName: text,
  status: text,
  isDeleted: z.boolean().nullish(),
});

/** One inbound visibility update (ELD, driver app, check call, EDI) of a load. */
export const alvysVisibilityUpdate = z.object({
  id: z.string().min(1),
  tripNumber: text,
  loadNumber: text,
  eventType: z.string(),
  sharedAt: z.string(),
  truckNumber: text,
  address: alvysAddress.nullish(),
  coordinates: alvysCoordinates.nullish(),
});

export type AlvysAddress = z.infer<typeof alvysAddress>;
export type AlvysCustomer = z.infer<typeof alvysCustomer>;
export type AlvysDriver = z.infer<typeof alvysDriver>;
export type AlvysTruck = z.infer<typeof alvysTruck>;
export type AlvysTrailer = z.infer<typeof alvysTrailer>;
export type AlvysStop = z.infer<typeof alvysStop>;
export type AlvysTrip = z.infer<typeof alvysTrip>;
export type AlvysLoad = z.infer<typeof alvysLoad>;
export type AlvysVisibilityUpdate = z.infer<typeof alvysVisibilityUpdate>;
