import { assign, type SnapshotFrom, setup } from 'xstate';
import type {
  PersistTruckParams,
  TruckDetails,
  TruckDetailsPanelContext,
  TruckDetailsPanelEvent,
  TruckDetailsPanelInput,
  TruckTime,
} from './types';

export const EMPTY_TRUCK: TruckDetails = {
  location: '',
  date: '',
  time: { hour: 0, minutes: 0 },
  equipmentType: '',
};

const clamp = (value: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(0, Math.trunc(value))) : 0;

/** Hours typed into the time input: whole, 0–23 (document 3 §9). */
export const clampHour = (hour: number): number => clamp(hour, 23);

/** Minutes typed into the time input: whole, 0–59. */
export const clampMinutes = (minutes: number): number => clamp(minutes, 59);

const wrap = (value: number, delta: number, size: number) =>
  (((clamp(value, size - 1) + delta) % size) + size) % size;

/** Arrow keys on the hour input: 23 + 1 wraps to 0, 0 − 1 to 23. */
export const stepHour = (hour: number, delta: number): number => wrap(hour, delta, 24);

/** Arrow keys on the minutes input: 59 + 1 wraps to 0, 0 − 1 to 59. */
export const stepMinutes = (minutes: number, delta: number): number => wrap(minutes, delta, 60);

/** Zero-padded to two digits, as the time inputs show it. */
export const padTime = (value: number): string => String(value).padStart(2, '0');

const clampTime = (time: TruckTime): TruckTime => ({
  hour: clampHour(time.hour),
  minutes: clampMinutes(time.minutes),
});

/** Next is enabled only with a location, an equipment type and an available date (§2, §5). */
export const isTruckComplete = (truck: TruckDetails): boolean =>
  truck.location.trim() !== '' && truck.equipmentType !== '' && truck.date !== '';

/** The call start's `truck_availability`: `yyyy-MM-ddTHH:mm`, or '' without a date (§7). */
export const truckAvailability = (truck: TruckDetails): string =>
  truck.date === ''
    ? ''
    : `${truck.date}T${padTime(truck.time.hour)}:${padTime(truck.time.minutes)}`;

/**
 * The truck details panel of Load Booking: edited while maximized; Next saves the truck (the
 * injected `persist` action) and minimizes it; Edit opens it again.
 */
export const truckDetailsPanelMachine = setup({
  types: {
    context: {} as TruckDetailsPanelContext,
    events: {} as TruckDetailsPanelEvent,
    input: {} as TruckDetailsPanelInput,
  },
  actions: {
    /** Keeps the saved truck (the web: local storage and the Load Booking state). */
    persist: (_, _params: PersistTruckParams) => {},
  },
  guards: {
    canSave: ({ context }) => isTruckComplete(context.truck),
  },
}).createMachine({
  id: 'truckDetailsPanel',
  context: ({ input }) => {
    const truck = { ...EMPTY_TRUCK, ...input?.truck };
    return { truck: { ...truck, time: clampTime(truck.time) }, saved: false };
  },
  initial: 'maximized',
  states: {
    maximized: {
      on: {
        'truck.change': {
          actions: assign({
            truck: ({ context, event }) => {
              const truck = { ...context.truck, ...event.patch };
              return { ...truck, time: clampTime(truck.time) };
            },
          }),
        },
        'truck.save': {
          guard: 'canSave',
          target: 'minimized',
          actions: [
            assign({ saved: true }),
            { type: 'persist', params: ({ context }) => ({ truck: context.truck }) },
          ],
        },
      },
    },
    minimized: {
      on: { 'truck.edit': { target: 'maximized' } },
    },
  },
});

export type TruckDetailsPanelMachine = typeof truckDetailsPanelMachine;
export type TruckDetailsPanelSnapshot = SnapshotFrom<TruckDetailsPanelMachine>;
