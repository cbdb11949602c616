import type {
  LoadboardEquipment,
  LoadboardLoad,
  TruckPost,
  TruckPostRequest,
} from '@fleet/contracts';

/**
 * The load boards an account searches and posts trucks on (document 3 §7 "Load boards"), each
 * behind these interfaces: DAT and Truckstop with the account's saved credentials
 * (src/providers/loadboard/dat, .../truckstop), the built-in sandbox board when none are saved
 * (src/providers/loadboard/sandbox). Places arrive geocoded; radii are geodesic miles.
 */

export interface SearchPlace {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** Miles around the place; null: any distance. */
  radiusMiles: number | null;
}

export interface LoadSearch {
  origin: SearchPlace;
  destination: SearchPlace;
  equipment: LoadboardEquipment[];
  earliestPickup: Date;
  /** DAT only (Truckstop searches send no destination timing and no latest pickup). */
  latestPickup: Date | null;
}

export interface LoadSearchResult {
  loads: LoadboardLoad[];
  totalCount: number;
}

/** Search one board. Rejects with LoadboardError (the provider's message) when it refuses. */
export interface LoadSearchProvider {
  readonly name: 'DAT' | 'TRUCKSTOP' | 'SANDBOX';
  searchLoads(search: LoadSearch, options?: { signal?: AbortSignal }): Promise<LoadSearchResult>;
}

/** Truck posts (DAT only in the spec). Ids are the board's. */
export interface TruckPostProvider {
  listTruckPosts(): Promise<TruckPost[]>;
  createTruckPost(post: TruckPostRequest): Promise<TruckPost>;
  updateTruckPost(id: string, post: TruckPostRequest): Promise<TruckPost>;
  deleteTruckPost(id: string): Promise<void>;
}

/** A board refused or failed: `message` is the provider's own words when it gave any. */
export class LoadboardError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status (0: it could not be reached). */
    readonly status: number,
    /** 4xx from the board: the request (or the saved credentials) is wrong, not the board down. */
    readonly byCaller = status >= 400 && status < 500,
  ) {
    super(message);
  }
}
