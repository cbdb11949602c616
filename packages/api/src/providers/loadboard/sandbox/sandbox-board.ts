import { randomUUID } from 'node:crypto';
import type { LoadboardLoad, TruckPost, TruckPostRequest } from '@fleet/contracts';
import type { Database } from '@fleet/service-kit/db';
import {
  deleteTruckPostRow,
  insertTruckPostRow,
  listTruckPostRows,
  updateTruckPostRow,
} from '../../../loadboards/data/truck-posts-repository';
import {
  LoadboardError,
  type LoadSearch,
  type LoadSearchProvider,
  type LoadSearchResult,
  type TruckPostProvider,
} from '../../../loadboards/domain/providers';
import { US_CITIES } from '../../fleet/simulated/cities';
import { distanceMiles } from '../../fleet/simulated/geo';
import { SANDBOX_BROKERS } from './brokers';
import { type SandboxPosting, SandboxPostings } from './postings';

export const DEFAULT_SANDBOX_SEED = 'sandbox-board';
/** Live postings on the default board (DAT shows tens of thousands nationwide; a demo needs less). */
export const DEFAULT_SANDBOX_SIZE = 5_000;
/**
 * The most results one search answers (totalCount counts them all), like a board's first page
 * (the nearest origins first): the results table shows them without paging (§9).
 */
export const SANDBOX_PAGE_SIZE = 100;

export interface SandboxBoardOptions {
  seed?: string;
  /** About how many postings are live at any instant. */
  size?: number;
  clock?: () => Date;
  /** Where truck posts are kept (loadboard_truck_posts); without it, search only. */
  db?: Database;
}

export type SandboxAccountBoard = LoadSearchProvider & TruckPostProvider;

export interface SandboxBoard {
  readonly seed: string;
  readonly size: number;
  /** Searches over the postings live at the board's clock (shared by every account). */
  search(search: LoadSearch): LoadSearchResult;
  /** The board as one account sees it: the shared postings, its own truck posts. */
  forAccount(accountId: string): SandboxAccountBoard;
}

/** The miles per degree of latitude: a cheap lower bound of the distance before the haversine. */
const MILES_PER_DEGREE_LAT = 69.04;

export function createSandboxBoard(options: SandboxBoardOptions = {}): SandboxBoard {
  const seed = options.seed ?? DEFAULT_SANDBOX_SEED;
  const size = options.size ?? DEFAULT_SANDBOX_SIZE;
  const clock = options.clock ?? (() => new Date());
  const postings = new SandboxPostings(seed, size);

  // Postings by origin city, oldest first, rebuilt when the live window moves (every few
  // seconds of clock at 50,000 postings): a search walks only the cities inside its radius.
  // Only postings live when indexed are kept (searches still check, as they expire meanwhile);
  // an earlier clock than the index's rebuilds it.
  let indexed = -1;
  let indexedAt = Number.POSITIVE_INFINITY;
  let byOrigin: SandboxPosting[][] = [];
  function postingsByOrigin(now: number): SandboxPosting[][] {
    const candidates = postings.candidates(now);
    if (postings.version !== indexed || now < indexedAt) {
      byOrigin = US_CITIES.map(() => []);
      for (const p of candidates) {
        if (p.postedAt <= now && now < p.expiresAt) byOrigin[p.origin]!.push(p);
      }
      indexed = postings.version;
      indexedAt = now;
    }
    return byOrigin;
  }

  function search(query: LoadSearch): LoadSearchResult {
    const now = clock().getTime();
    const equipment = new Set(query.equipment);
    const windowStart = query.earliestPickup.getTime();
    const windowEnd = query.latestPickup?.getTime() ?? Number.POSITIVE_INFINITY;
    // Postings sit at city points: measure each city once per search.
    const fromOrigin = distancesToCities(query.origin);
    const fromDestination = distancesToCities(query.destination);
    const originRadius = query.origin.radiusMiles ?? Number.POSITIVE_INFINITY;
    const destinationRadius = query.destination.radiusMiles ?? Number.POSITIVE_INFINITY;
    const cities: number[] = [];
    for (let i = 0; i < fromOrigin.length; i++) if (fromOrigin[i]! <= originRadius) cities.push(i);
    // Nearest origin first; within a city, newest first.
    cities.sort((a, b) => fromOrigin[a]! - fromOrigin[b]! || a - b);
    const index = postingsByOrigin(now);
    const page: SandboxPosting[] = [];
    let totalCount = 0;
    for (const city of cities) {
      const list = index[city]!;
      for (let j = list.length - 1; j >= 0; j--) {
        const p = list[j]!;
        if (p.postedAt > now || now >= p.expiresAt) continue;
        if (!equipment.has(p.equipment)) continue;
        if (p.pickupEnd < windowStart || p.pickupStart > windowEnd) continue;
        if (fromDestination[p.destination]! > destinationRadius) continue;
        totalCount++;
        if (page.length < SANDBOX_PAGE_SIZE) page.push(p);
      }
    }
    return {
      totalCount,
      loads: page.map((p) => toLoad(p, fromOrigin[p.origin]!, fromDestination[p.destination]!)),
    };
  }

  return {
    seed,
    size,
    search,
    forAccount(accountId) {
      return {
        name: 'SANDBOX',
        async searchLoads(query) {
          return search(query);
        },
        listTruckPosts: () => listTruckPostRows(requireDb(options.db), accountId),
        async createTruckPost(request) {
          const post = toTruckPost(`TP-${randomUUID()}`, request);
          await insertTruckPostRow(requireDb(options.db), accountId, post, clock());
          return post;
        },
        async updateTruckPost(id, request) {
          const post = toTruckPost(id, request);
          const found = await updateTruckPostRow(requireDb(options.db), accountId, post, clock());
          if (!found) throw notFound(id);
          return post;
        },
        async deleteTruckPost(id) {
          const found = await deleteTruckPostRow(requireDb(options.db), accountId, id);
          if (!found) throw notFound(id);
        },
      };
    },
  };
}

function requireDb(db: Database | undefined): Database {
  if (!db) throw new Error('this sandbox board was made without a database for truck posts');
  return db;
}

function notFound(id: string): LoadboardError {
  return new LoadboardError(`truck post ${id} not found`, 404);
}

function distancesToCities(place: {
  latitude: number;
  longitude: number;
  radiusMiles: number | null;
}) {
  const point = { lat: place.latitude, lng: place.longitude };
  const radius = place.radiusMiles ?? Number.POSITIVE_INFINITY;
  const out = new Float64Array(US_CITIES.length);
  for (let i = 0; i < US_CITIES.length; i++) {
    const city = US_CITIES[i]!;
    // Beyond the radius in latitude alone: no need for the exact distance (unless it is shown).
    const latMiles = Math.abs(city.lat - point.lat) * MILES_PER_DEGREE_LAT;
    out[i] = latMiles > radius + 1 ? latMiles : distanceMiles(point, city);
  }
  return out;
}

/** The answer's view of each posting, made once (the deadheads differ per search). */
const views = new WeakMap<SandboxPosting, LoadboardLoad>();

function toLoad(
  p: SandboxPosting,
  originDeadhead: number,
  destinationDeadhead: number,
): LoadboardLoad {
  let view = views.get(p);
  if (!view) {
    view = makeView(p);
    views.set(p, view);
  }
  return {
    ...view,
    origin: { ...view.origin, deadhead: Math.round(originDeadhead) },
    destination: { ...view.destination, deadhead: Math.round(destinationDeadhead) },
  };
}

function makeView(p: SandboxPosting): LoadboardLoad {
  const origin = US_CITIES[p.origin]!;
  const destination = US_CITIES[p.destination]!;
  const broker = SANDBOX_BROKERS[p.broker]!;
  return {
    externalId: p.externalId,
    source: 'SANDBOX',
    equipmentType: p.equipment,
    lengthFeet: p.lengthFeet,
    weightPounds: p.weightPounds,
    contact: {
      company: broker.company,
      city: broker.city,
      state: broker.state,
      email: broker.email,
      phone: broker.phone,
      dotNumber: broker.dotNumber,
      mcNumber: broker.mcNumber,
      creditScore: broker.creditScore,
      daysToPay: broker.daysToPay,
    },
    origin: {
      city: origin.name,
      state: origin.state,
      latitude: origin.lat,
      longitude: origin.lng,
      deadhead: null,
    },
    destination: {
      city: destination.name,
      state: destination.state,
      latitude: destination.lat,
      longitude: destination.lng,
      deadhead: null,
    },
    earliestAvailable: new Date(p.pickupStart).toISOString(),
    latestAvailable: new Date(p.pickupEnd).toISOString(),
    expiresAt: new Date(p.expiresAt).toISOString(),
    comments: p.comments,
    miles: p.miles,
    rate: p.rate,
    status: 'ACTIVE',
    isTrackable: p.trackable,
  };
}

export function toTruckPost(id: string, request: TruckPostRequest): TruckPost {
  const destination = request.destination;
  return {
    external_id: id,
    earliest_pickup: new Date(request.earliest_pickup).toISOString(),
    latest_pickup: request.latest_pickup ? new Date(request.latest_pickup).toISOString() : null,
    origin: {
      city: request.origin.city,
      state: request.origin.state,
      zip_code: request.origin.zip_code,
    },
    destination:
      destination?.city && destination.state
        ? { city: destination.city, state: destination.state, zip_code: destination.zip_code ?? '' }
        : null,
    equipment_type: request.equipment_type,
    is_full_load: true,
    length: request.length,
    weight: request.weight,
    comment: request.comment,
  };
}
