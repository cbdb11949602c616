import {
  hasDetentionAmount,
  hasTemperature,
  isInViolation,
  NOTIFICATION_MODULES,
  type TripSummary,
} from '@fleet/contracts';
import { type DateRange, inDateRange, toDateKey, tripDateKey } from './date-ranges';

/** The exception list filters of document 1 §2 and §4, as held in ?filters={json}. */

export const LIST_MODULES = NOTIFICATION_MODULES;
export type ListModule = (typeof LIST_MODULES)[number];

export const TRIP_TYPES = ['internal', 'external'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const TRIP_STATUS_OPTIONS = ['dispatched', 'inTransit', 'completed', 'all'] as const;
export const ETA_STATUS_OPTIONS = ['onTime', 'late', 'onTimePreviouslyLate', 'all'] as const;
export const TEMP_STATUS_OPTIONS = [
  'compliant',
  'inViolation',
  'compliantPreviouslyInViolation',
  'all',
] as const;
export const DETENTION_STATUS_OPTIONS = [
  'preDetention',
  'inDetention',
  'completedTripWithDetention',
  'completedTripWithLoss',
  'all',
] as const;

export type TripStatusOption = (typeof TRIP_STATUS_OPTIONS)[number];
export type EtaStatusOption = (typeof ETA_STATUS_OPTIONS)[number];
export type TempStatusOption = (typeof TEMP_STATUS_OPTIONS)[number];
export type DetentionStatusOption = (typeof DETENTION_STATUS_OPTIONS)[number];

export type TripFilters = {
  tripType: TripType;
  module: ListModule;
  tripStatus: TripStatusOption[];
  etaStatus: EtaStatusOption[];
  tempStatus: TempStatusOption[];
  detentionStatus: DetentionStatusOption[];
  /** Whether the delivered list is part of the view; derived from the selections. */
  completed: boolean;
  dateFilter: DateRange;
  searchText: string;
};

export const MODULE_TITLES: Record<ListModule, string> = {
  eta: 'Trip ETA',
  tempViolation: 'Temperature Monitoring',
  detention: 'Detention',
};

/**
 * Which multi-selects a module shows. The detention module has no Trip Status: its detention
 * states already say whether the trip is running or completed.
 */
export const MODULE_FILTERS: Record<
  ListModule,
  ReadonlyArray<'tripStatus' | 'etaStatus' | 'tempStatus' | 'detentionStatus'>
> = {
  eta: ['tripStatus', 'etaStatus'],
  tempViolation: ['tripStatus', 'tempStatus'],
  detention: ['detentionStatus'],
};

const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (options as readonly string[]).includes(value);

/** Whether the view needs the delivered list (§4 "Completed data"). */
export function needsCompleted(filters: Omit<TripFilters, 'completed'>): boolean {
  if (filters.module === 'detention') {
    return filters.detentionStatus.some(
      (s) => s === 'all' || s === 'completedTripWithDetention' || s === 'completedTripWithLoss',
    );
  }
  return filters.tripStatus.some((s) => s === 'all' || s === 'completed');
}

/**
 * The view a module opens on: running trips for ETA and temperature; every trip with an amount
 * for detention (running and completed, since the completed ones are what gets billed).
 */
export function defaultFilters(module: ListModule = 'eta', tripType: TripType = 'internal') {
  const base = {
    tripType,
    module,
    tripStatus: ['dispatched', 'inTransit'] as TripStatusOption[],
    etaStatus: ['all'] as EtaStatusOption[],
    tempStatus: ['all'] as TempStatusOption[],
    detentionStatus: ['all'] as DetentionStatusOption[],
    dateFilter: { fromDate: null, toDate: null },
    searchText: '',
  };
  return { ...base, completed: needsCompleted(base) } satisfies TripFilters;
}

function parseSelection<T extends string>(options: readonly T[], value: unknown): T[] | undefined {
  if (typeof value === 'string') value = [value];
  if (!Array.isArray(value)) return undefined;
  const picked = options.filter((option) => value.includes(option));
  return normalizeSelection(picked);
}

function parseDateKey(value: unknown) {
  return typeof value === 'string' && value !== '' ? toDateKey(value) : null;
}

/** Reads ?filters=; anything missing or invalid falls back to the module's defaults. */
export function parseFilters(raw: string | null | undefined): TripFilters {
  let input: Record<string, unknown> = {};
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        input = parsed as Record<string, unknown>;
      }
    } catch {
      // An unreadable link opens the default view.
    }
  }
  const module = isOneOf(LIST_MODULES, input.module) ? input.module : 'eta';
  const tripType = isOneOf(TRIP_TYPES, input.tripType) ? input.tripType : 'internal';
  const defaults = defaultFilters(module, tripType);
  const dates =
    input.dateFilter && typeof input.dateFilter === 'object'
      ? (input.dateFilter as Record<string, unknown>)
      : {};
  const fromDate = parseDateKey(dates.fromDate);
  const toDate = fromDate ? parseDateKey(dates.toDate) : null;
  const filters = {
    tripType,
    module,
    tripStatus: parseSelection(TRIP_STATUS_OPTIONS, input.tripStatus) ?? defaults.tripStatus,
    etaStatus: parseSelection(ETA_STATUS_OPTIONS, input.etaStatus) ?? defaults.etaStatus,
    tempStatus: parseSelection(TEMP_STATUS_OPTIONS, input.tempStatus) ?? defaults.tempStatus,
    detentionStatus:
      parseSelection(DETENTION_STATUS_OPTIONS, input.detentionStatus) ?? defaults.detentionStatus,
    dateFilter:
      fromDate && toDate && toDate < fromDate
        ? { fromDate: toDate, toDate: fromDate }
        : { fromDate, toDate },
    searchText: typeof input.searchText === 'string' ? input.searchText.slice(0, 100) : '',
  };
  return { ...filters, completed: needsCompleted(filters) };
}

export function serializeFilters(filters: TripFilters): string {
  const { tripType, module, tripStatus, etaStatus, tempStatus, detentionStatus } = filters;
  return JSON.stringify({
    tripType,
    module,
    tripStatus,
    etaStatus,
    tempStatus,
    detentionStatus,
    completed: needsCompleted(filters),
    dateFilter: filters.dateFilter,
    searchText: filters.searchText,
  });
}

/** /exceptionList?filters=... for these filters. */
export function exceptionListHref(filters: TripFilters): string {
  return `/exceptionList?${new URLSearchParams({ filters: serializeFilters(filters) })}`;
}

/** An empty selection means all; 'all' alongside other values is just 'all'. */
export function normalizeSelection<T extends string>(values: T[]): T[] {
  if (values.length === 0 || values.includes('all' as T)) return ['all' as T];
  return values;
}

/**
 * A multi-select change: picking 'all' clears the others; picking another value drops 'all';
 * removing the last value leaves 'all'.
 */
export function nextSelection<T extends string>(previous: T[], next: T[]): T[] {
  const all = 'all' as T;
  const addedAll = next.includes(all) && !previous.includes(all);
  if (addedAll || next.length === 0) return [all];
  return next.length > 1 ? next.filter((value) => value !== all) : next;
}

// ---- Trip predicates (§4) -------------------------------------------------------------------

/** Company driver: the driver has an ELD id. */
export const isInternal = (trip: TripSummary) => Boolean(trip.driver.samsara_id);

const isLate = (trip: TripSummary) => trip.eta_details?.is_late === true;

const hadHistory = (trip: TripSummary, type: 'ETA' | 'TEMPERATURE', test: (s: string) => boolean) =>
  trip.exception_status_tracker.exception_history.some(
    (entry) => entry.exception_type === type && test(entry.exception_status),
  );

export function matchesTripStatus(trip: TripSummary, status: TripStatusOption): boolean {
  switch (status) {
    case 'dispatched':
      return trip.trip_status === 'Dispatched';
    case 'inTransit':
      return trip.trip_status === 'In Transit';
    case 'completed':
      return trip.trip_status === 'Delivered';
    case 'all':
      return true;
  }
}

export function matchesEtaStatus(trip: TripSummary, status: EtaStatusOption): boolean {
  switch (status) {
    case 'onTime':
      return !isLate(trip);
    case 'late':
      return isLate(trip);
    case 'onTimePreviouslyLate':
      return !isLate(trip) && hadHistory(trip, 'ETA', (s) => s === 'LATE');
    case 'all':
      return true;
  }
}

export function matchesTempStatus(trip: TripSummary, status: TempStatusOption): boolean {
  switch (status) {
    case 'compliant':
      return hasTemperature(trip) && !isInViolation(trip);
    case 'inViolation':
      return isInViolation(trip);
    case 'compliantPreviouslyInViolation':
      return (
        hasTemperature(trip) &&
        !isInViolation(trip) &&
        hadHistory(trip, 'TEMPERATURE', (s) => s !== 'IN_RANGE')
      );
    case 'all':
      return true;
  }
}

export function matchesDetentionStatus(trip: TripSummary, status: DetentionStatusOption): boolean {
  const summary = trip.detention_summary;
  if (status === 'all') return true;
  if (!summary) return false;
  const closedWithoutState = summary.current_state === 'NONE' && summary.status === 'CLOSED';
  switch (status) {
    case 'preDetention':
      return summary.current_state === 'PRE_DETENTION' || summary.current_state === 'PRE_LOSS';
    case 'inDetention':
      return summary.current_state === 'IN_DETENTION' || summary.current_state === 'IN_LOSS';
    case 'completedTripWithDetention':
      return closedWithoutState && summary.is_detention;
    case 'completedTripWithLoss':
      return closedWithoutState && summary.is_loss;
  }
}

const anyOf = <T extends string>(
  trip: TripSummary,
  selection: T[],
  test: (trip: TripSummary, value: T) => boolean,
) => selection.length === 0 || selection.some((value) => test(trip, value));

/** Whether a trip belongs to the module's list under the filters, apart from the driver tab. */
export function matchesFilters(trip: TripSummary, filters: TripFilters, search: string): boolean {
  if (search !== '' && !trip.trip_num.toLowerCase().includes(search)) return false;
  if (!inDateRange(tripDateKey(trip), filters.dateFilter)) return false;
  switch (filters.module) {
    case 'eta':
      return (
        anyOf(trip, filters.tripStatus, matchesTripStatus) &&
        anyOf(trip, filters.etaStatus, matchesEtaStatus)
      );
    case 'tempViolation':
      return (
        hasTemperature(trip) &&
        anyOf(trip, filters.tripStatus, matchesTripStatus) &&
        anyOf(trip, filters.tempStatus, matchesTempStatus)
      );
    case 'detention':
      return (
        hasDetentionAmount(trip) && anyOf(trip, filters.detentionStatus, matchesDetentionStatus)
      );
  }
}

/** The rows of the list: one pass over the trips. */
export function filterTrips(trips: readonly TripSummary[], filters: TripFilters): TripSummary[] {
  const search = filters.searchText.trim().toLowerCase();
  const internal = filters.tripType === 'internal';
  const out: TripSummary[] = [];
  for (const trip of trips) {
    if (isInternal(trip) === internal && matchesFilters(trip, filters, search)) out.push(trip);
  }
  return out;
}

/** Active and delivered lists as one, a trip appearing once (the delivered copy wins). */
export function mergeTrips(
  active: readonly TripSummary[],
  delivered: readonly TripSummary[] | undefined,
): readonly TripSummary[] {
  if (!delivered || delivered.length === 0) return active;
  const seen = new Set(delivered.map((trip) => trip.trip_num));
  return [...active.filter((trip) => !seen.has(trip.trip_num)), ...delivered];
}

/** The trip detail of another screen: /exceptionDetails?id=&module=[&completed=true]. */
export function tripDetailHref(trip: TripSummary, module: ListModule): string {
  const params = new URLSearchParams({ id: trip.trip_num, module });
  if (trip.trip_status === 'Delivered') params.set('completed', 'true');
  return `/exceptionDetails?${params}`;
}
