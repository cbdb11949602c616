import {
  type DatSearchRequest,
  DEFAULT_DESTINATION_RADIUS,
  DEFAULT_ORIGIN_RADIUS,
  type LoadboardEquipment,
  RADIUS_OPTIONS,
  type TruckstopSearchRequest,
} from '@fleet/contracts';
import { isoDay } from '@/lib/us-dates';

/** The two search pages: the first (DAT) and the second (Truckstop) load search of §9. */
export type Board = 'DAT' | 'Truckstop';

/** Document 3 §5 / §8 strings, verbatim. */
export const SEARCH_TEXT = {
  bothPlaces: 'Please enter both origin and destination.',
  fetchError: 'Error fetching loads',
  fetchFailed: 'Failed to fetch loads',
  empty: 'No results found. Try a different search.',
} as const;

/** §9 radius choices: 'any' is no limit. */
export const RADIUS_CHOICES = [
  { value: 'any', label: 'Any' },
  ...RADIUS_OPTIONS.map((miles) => ({ value: String(miles), label: `${miles} mi` })),
];

export interface SearchFilters {
  origin: string;
  originRadius: string;
  destination: string;
  destinationRadius: string;
  equipment: LoadboardEquipment[];
  /** yyyy-MM-dd (local). */
  earliest: string;
  latest: string;
}

const addDays = (date: Date, days: number) => {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
};

/** §9 date defaults: DAT today → +10 days; Truckstop tomorrow → +10 days. */
export function defaultDates(board: Board, now = new Date()) {
  const start = board === 'DAT' ? now : addDays(now, 1);
  return { earliest: isoDay(start), latest: isoDay(addDays(start, 10)) };
}

/** §9: the second search's reset uses a fixed range. */
export const TRUCKSTOP_RESET_DATES = { earliest: '2025-04-24', latest: '2025-04-30' } as const;

export function defaultFilters(board: Board, now = new Date()): SearchFilters {
  return {
    origin: '',
    originRadius: String(DEFAULT_ORIGIN_RADIUS),
    destination: '',
    destinationRadius: String(DEFAULT_DESTINATION_RADIUS),
    equipment: ['V', 'R', 'F'],
    ...defaultDates(board, now),
  };
}

/** Reset (§9): equipment V and R; the second search's dates are the fixed range. */
export function resetFilters(board: Board, now = new Date()): SearchFilters {
  return {
    ...defaultFilters(board, now),
    equipment: ['V', 'R'],
    ...(board === 'Truckstop' ? TRUCKSTOP_RESET_DATES : {}),
  };
}

/** 'City, ST' → {city, state}; null when it is not of that form. */
export function parseCityState(text: string): { city: string; state: string } | null {
  const match = /^\s*(.+?)\s*,\s*([A-Za-z]{2})\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { city: match[1], state: match[2].toUpperCase() };
}

const radiusMiles = (value: string) => (value === 'any' ? null : Number(value));

/** Local midnight of a yyyy-MM-dd day, as a Date. */
const dayStart = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 0, 0, 0, 0);
};

/**
 * The earliest pickup instant: today's search starts at the current time, other days at 00:00;
 * the end is 23:59:59.999 (§9).
 */
export function pickupWindow(filters: SearchFilters, now = new Date()) {
  const start = filters.earliest === isoDay(now) ? now : dayStart(filters.earliest || isoDay(now));
  const end = filters.latest ? dayStart(filters.latest) : null;
  end?.setHours(23, 59, 59, 999);
  return { start: start.toISOString(), end: end ? end.toISOString() : undefined };
}

/** The search body, or the §5 message when origin or destination is missing or unreadable. */
export function buildSearch(
  board: Board,
  filters: SearchFilters,
  now = new Date(),
): { body: DatSearchRequest | TruckstopSearchRequest } | { error: string } {
  const origin = parseCityState(filters.origin);
  const destination = parseCityState(filters.destination);
  if (!origin || !destination) return { error: SEARCH_TEXT.bothPlaces };
  const { start, end } = pickupWindow(filters, now);
  const common = {
    origin: { ...origin, radius_miles: radiusMiles(filters.originRadius) },
    destination: { ...destination, radius_miles: radiusMiles(filters.destinationRadius) },
    equipment: filters.equipment,
    earliest_pickup: start,
  };
  if (board === 'Truckstop') return { body: common };
  return { body: end ? { ...common, latest_pickup: end } : common };
}
