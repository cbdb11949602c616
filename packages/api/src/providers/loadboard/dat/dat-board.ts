import type { LoadboardLoad, TruckPost, TruckPostRequest } from '@fleet/contracts';
import type { z } from 'zod';
import type {
  LoadSearch,
  LoadSearchProvider,
  LoadSearchResult,
  SearchPlace,
  TruckPostProvider,
} from '../../../loadboards/domain/providers';
import {
  type BoardAnswer,
  type BoardDeps,
  BoardHttp,
  type BoardHttpOptions,
  DEFAULT_BOARD_HTTP,
  equipmentFamily,
  usPhone,
} from './board-http';
import {
  type DatAsset,
  type DatMatch,
  datAssetSchema,
  datAssetsPageSchema,
  datMatchesPageSchema,
  datQueryCreatedSchema,
  datTokenSchema,
} from './schemas';

export interface DatConfig {
  /** The organisation (service account) e-mail and its client secret: the organisation token. */
  orgEmail: string;
  clientSecret: string;
  /** The DAT user the calls are made as: the user token. */
  userEmail: string;
  identityUrl?: string;
  freightUrl?: string;
  /** Matches or assets per page. */
  pageSize?: number;
  /** A search stops after this many matches (totalCount still says how many there are). */
  maxResults?: number;
  http?: Partial<BoardHttpOptions>;
}

export const DAT_IDENTITY_URL = 'https://identity.api.dat.com';
export const DAT_FREIGHT_URL = 'https://freight.api.dat.com';
export const DAT_PATHS = {
  orgToken: '/access/v1/token/organization',
  userToken: '/access/v1/token/user',
  queries: '/search/v3/queries',
  queryMatches: (queryId: string) => `/search/v3/queryMatches/${encodeURIComponent(queryId)}`,
  assets: '/posting/v2/assets',
  asset: (id: string) => `/posting/v2/assets/${encodeURIComponent(id)}`,
} as const;

/** A token is fetched anew this long before DAT says it expires. */
const EXPIRY_MARGIN_MS = 60_000;
/** Lifetime assumed when DAT gives no expiresWhen. */
const DEFAULT_TOKEN_LIFETIME_MS = 20 * 60_000;

interface Token {
  value: string;
  expiresAt: number;
}

export type DatBoard = LoadSearchProvider & TruckPostProvider;

/**
 * DAT with one account's credentials: the organisation token (org e-mail + client secret), then
 * the user token for the user e-mail, both cached until shortly before expiry; a 401 on a data
 * call drops the user token and tries once more (a 401 on the user token drops the organisation
 * token). Build one per account and keep it, so its tokens are reused.
 */
export function createDatBoard(config: DatConfig, deps: BoardDeps = {}): DatBoard {
  return new DatClient(config, deps);
}

class DatClient implements DatBoard {
  readonly name = 'DAT' as const;
  private readonly http: BoardHttp;
  private readonly identityUrl: string;
  private readonly freightUrl: string;
  private readonly pageSize: number;
  private readonly maxResults: number;
  private orgToken: Token | null = null;
  private userToken: Token | null = null;
  private pendingUser: Promise<string> | null = null;

  constructor(
    private readonly config: DatConfig,
    deps: BoardDeps,
  ) {
    this.http = new BoardHttp('DAT', { ...DEFAULT_BOARD_HTTP, ...config.http }, deps);
    this.identityUrl = (config.identityUrl ?? DAT_IDENTITY_URL).replace(/\/+$/, '');
    this.freightUrl = (config.freightUrl ?? DAT_FREIGHT_URL).replace(/\/+$/, '');
    this.pageSize = config.pageSize ?? 100;
    this.maxResults = config.maxResults ?? 500;
  }

  // ---- Search ---------------------------------------------------------------------------------

  async searchLoads(
    search: LoadSearch,
    options: { signal?: AbortSignal } = {},
  ): Promise<LoadSearchResult> {
    const created = await this.call(
      'POST',
      DAT_PATHS.queries,
      datQueryBody(search),
      datQueryCreatedSchema,
      options.signal,
    );
    const loads: LoadboardLoad[] = [];
    let totalCount = 0;
    for (let start = 0; start < this.maxResults; start += this.pageSize) {
      const count = Math.min(this.pageSize, this.maxResults - start);
      const page = await this.call(
        'GET',
        `${DAT_PATHS.queryMatches(created.queryId)}?start=${start}&count=${count}`,
        undefined,
        datMatchesPageSchema,
        options.signal,
      );
      for (const match of page.matches) {
        const load = datMatchToLoad(match, search);
        if (load) loads.push(load);
      }
      totalCount = page.totalCount ?? page.matchCounts?.normal ?? start + page.matches.length;
      if (page.matches.length < count || start + count >= totalCount) break;
    }
    return { loads, totalCount: Math.max(totalCount, loads.length) };
  }

  // ---- Truck posts (assets) ----------------------------------------------------------------------

  async listTruckPosts(): Promise<TruckPost[]> {
    const posts: TruckPost[] = [];
    for (let start = 0; start < this.maxResults; start += this.pageSize) {
      const page = await this.call(
        'GET',
        `${DAT_PATHS.assets}?assetType=TRUCK&start=${start}&count=${this.pageSize}`,
        undefined,
        datAssetsPageSchema,
      );
      posts.push(...page.assets.map(datAssetToTruckPost));
      const total = page.totalCount ?? null;
      if (page.assets.length < this.pageSize || (total !== null && posts.length >= total)) break;
    }
    return posts;
  }

  async createTruckPost(post: TruckPostRequest): Promise<TruckPost> {
    const asset = await this.call('POST', DAT_PATHS.assets, datAssetBody(post), datAssetSchema);
    return datAssetToTruckPost(asset);
  }

  async updateTruckPost(id: string, post: TruckPostRequest): Promise<TruckPost> {
    const asset = await this.call('PUT', DAT_PATHS.asset(id), datAssetBody(post), datAssetSchema);
    return datAssetToTruckPost(asset);
  }

  async deleteTruckPost(id: string): Promise<void> {
    await this.call('DELETE', DAT_PATHS.asset(id), undefined, null);
  }

  // ---- HTTP with the user token -----------------------------------------------------------------

  private async call<T extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
    schema: T | null,
    signal?: AbortSignal,
  ): Promise<z.infer<T>> {
    const label = `${method} ${path.split('?')[0]}`;
    let refreshed = false;
    for (;;) {
      const token = await this.accessToken(signal);
      const answer = await this.http.send(
        label,
        `${this.freightUrl}${path}`,
        () => ({
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
        signal,
      );
      if (answer.status === 401 && !refreshed) {
        // Revoked or expired early: a new user token, once.
        refreshed = true;
        if (this.userToken?.value === token) this.userToken = null;
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) {
        throw this.http.failure(label, answer, datMessage(answer));
      }
      if (schema === null) return undefined as z.infer<T>;
      return this.http.parseJson(label, answer, schema);
    }
  }

  private async accessToken(signal?: AbortSignal): Promise<string> {
    if (this.userToken && this.userToken.expiresAt > this.http.now().getTime()) {
      return this.userToken.value;
    }
    this.pendingUser ??= this.fetchUserToken(signal).finally(() => {
      this.pendingUser = null;
    });
    return this.pendingUser;
  }

  private async fetchUserToken(signal?: AbortSignal): Promise<string> {
    let refreshed = false;
    for (;;) {
      const orgToken = await this.organizationToken(signal);
      const label = `POST ${DAT_PATHS.userToken}`;
      const answer = await this.http.send(
        label,
        `${this.identityUrl}${DAT_PATHS.userToken}`,
        () => ({
          method: 'POST',
          headers: {
            authorization: `Bearer ${orgToken}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ username: this.config.userEmail }),
        }),
        signal,
      );
      if (answer.status === 401 && !refreshed) {
        refreshed = true;
        this.orgToken = null;
        continue;
      }
      this.userToken = this.readToken(label, answer);
      return this.userToken.value;
    }
  }

  private async organizationToken(signal?: AbortSignal): Promise<string> {
    if (this.orgToken && this.orgToken.expiresAt > this.http.now().getTime()) {
      return this.orgToken.value;
    }
    const label = `POST ${DAT_PATHS.orgToken}`;
    const answer = await this.http.send(
      label,
      `${this.identityUrl}${DAT_PATHS.orgToken}`,
      () => ({
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          username: this.config.orgEmail,
          password: this.config.clientSecret,
        }),
      }),
      signal,
    );
    this.orgToken = this.readToken(label, answer);
    return this.orgToken.value;
  }

  private readToken(label: string, answer: BoardAnswer): Token {
    if (answer.status < 200 || answer.status >= 300) {
      throw this.http.failure(label, answer, datMessage(answer));
    }
    const token = this.http.parseJson(label, answer, datTokenSchema);
    const now = this.http.now().getTime();
    const expires = token.expiresWhen ? Date.parse(token.expiresWhen) : Number.NaN;
    const lifetime = Number.isNaN(expires) ? DEFAULT_TOKEN_LIFETIME_MS : expires - now;
    return {
      value: token.accessToken,
      expiresAt: now + Math.max(lifetime - EXPIRY_MARGIN_MS, lifetime / 2),
    };
  }
}

// ---- Mapping ------------------------------------------------------------------------------------

function placeCriteria(place: SearchPlace) {
  return {
    place: { city: place.city, stateProv: place.state },
    point: { latitude: place.latitude, longitude: place.longitude },
  };
}

/** The body of POST /search/v3/queries for a search (loads = SHIPMENT assets). */
export function datQueryBody(search: LoadSearch) {
  return {
    criteria: {
      lane: {
        assetType: 'SHIPMENT',
        equipment: { types: search.equipment },
        origin: placeCriteria(search.origin),
        destination: placeCriteria(search.destination),
      },
      ...(search.origin.radiusMiles === null
        ? {}
        : { maxOriginDeadheadMiles: search.origin.radiusMiles }),
      ...(search.destination.radiusMiles === null
        ? {}
        : { maxDestinationDeadheadMiles: search.destination.radiusMiles }),
      availability: {
        earliestWhen: search.earliestPickup.toISOString(),
        ...(search.latestPickup ? { latestWhen: search.latestPickup.toISOString() } : {}),
      },
    },
  };
}

const text = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || String(value).trim() === ''
    ? null
    : String(value).trim();

/** A match as the contracts' load; null when its equipment is not van, reefer or flatbed. */
export function datMatchToLoad(match: DatMatch, search: LoadSearch): LoadboardLoad | null {
  const asset = match.matchingAssetInfo;
  const equipmentType = equipmentFamily(asset.equipmentType);
  if (!equipmentType) return null;
  const miles = match.tripLength?.miles ?? null;
  const rateInfo = match.loadBoardRateInfo?.bookable?.rate ?? match.loadBoardRateInfo?.nonBookable;
  let rate: number | null = null;
  if (rateInfo) {
    rate =
      rateInfo.basis === 'PER_MILE'
        ? miles === null
          ? null
          : Math.round(rateInfo.rateUsd * miles * 100) / 100
        : rateInfo.rateUsd;
  }
  const destination = asset.destination?.place ?? null;
  const poster = match.posterInfo;
  const comments = Array.isArray(match.comments) ? match.comments.join(' ') : match.comments;
  return {
    externalId: match.matchId,
    source: 'DAT',
    equipmentType,
    lengthFeet: asset.capacity?.shipment?.maximumLengthFeet ?? null,
    weightPounds: asset.capacity?.shipment?.maximumWeightPounds ?? null,
    contact: {
      company: poster?.companyName?.trim() || 'Unknown poster',
      city: text(poster?.city),
      state: text(poster?.state),
      email: text(poster?.contact?.email),
      phone: usPhone(poster?.contact?.phone?.number),
      dotNumber: text(match.posterDotIds?.dotNumber),
      mcNumber: text(match.posterDotIds?.brokerMcNumber),
      creditScore: poster?.credit?.creditScore ?? null,
      daysToPay: poster?.credit?.daysToPay ?? null,
    },
    origin: {
      city: asset.origin.city ?? search.origin.city,
      state: asset.origin.stateProv ?? search.origin.state,
      latitude: asset.origin.latitude ?? search.origin.latitude,
      longitude: asset.origin.longitude ?? search.origin.longitude,
      deadhead: match.originDeadheadMiles?.miles ?? null,
    },
    destination: {
      city: destination?.city ?? search.destination.city,
      state: destination?.stateProv ?? search.destination.state,
      latitude: destination?.latitude ?? search.destination.latitude,
      longitude: destination?.longitude ?? search.destination.longitude,
      deadhead: match.destinationDeadheadMiles?.miles ?? null,
    },
    earliestAvailable: match.availability?.earliestWhen ?? search.earliestPickup.toISOString(),
    latestAvailable: match.availability?.latestWhen ?? null,
    expiresAt: match.postingExpiresWhen ?? null,
    comments: text(comments),
    miles,
    rate,
    status: match.status ?? 'ACTIVE',
    isTrackable: match.isTrackable ?? false,
  };
}

/** The body of POST/PUT /posting/v2/assets for a truck post. */
export function datAssetBody(post: TruckPostRequest) {
  const destination = post.destination;
  const hasDestination = Boolean(destination?.city && destination?.state);
  const comments = post.comment.filter((c) => c.trim() !== '');
  return {
    assetType: 'TRUCK',
    equipment: { type: post.equipment_type },
    origin: {
      city: post.origin.city,
      stateProv: post.origin.state,
      ...(post.origin.zip_code ? { postalCode: post.origin.zip_code } : {}),
    },
    destination: hasDestination
      ? {
          place: {
            city: destination?.city,
            stateProv: destination?.state,
            ...(destination?.zip_code ? { postalCode: destination.zip_code } : {}),
          },
        }
      : { open: {} },
    availability: {
      earliestWhen: post.earliest_pickup,
      ...(post.latest_pickup ? { latestWhen: post.latest_pickup } : {}),
    },
    capacity: {
      truck: {
        fullPartial: post.is_full_load ? 'FULL' : 'PARTIAL',
        maximumLengthFeet: post.length,
        maximumWeightPounds: post.weight,
      },
    },
    ...(comments.length > 0 ? { comments } : {}),
  };
}

export function datAssetToTruckPost(asset: DatAsset): TruckPost {
  const destination = asset.destination?.place;
  return {
    external_id: asset.assetId,
    earliest_pickup: asset.availability.earliestWhen,
    latest_pickup: asset.availability.latestWhen ?? null,
    origin: {
      city: asset.origin.city ?? '',
      state: asset.origin.stateProv ?? '',
      zip_code: asset.origin.postalCode ?? '',
    },
    destination:
      destination?.city && destination.stateProv
        ? {
            city: destination.city,
            state: destination.stateProv,
            zip_code: destination.postalCode ?? '',
          }
        : null,
    equipment_type: equipmentFamily(asset.equipment.type) ?? 'V',
    is_full_load: (asset.capacity.truck.fullPartial ?? 'FULL') === 'FULL',
    length: asset.capacity.truck.maximumLengthFeet,
    weight: asset.capacity.truck.maximumWeightPounds,
    comment: asset.comments && asset.comments.length > 0 ? asset.comments : [''],
  };
}

/**
 * DAT's message in an error answer: `{message}`, `{error, error_description}`, `{errors:[…]}`
 * or `{title, detail}` (problem details); a short plain-text body as it is.
 */
export function datMessage(answer: BoardAnswer): string | null {
  const body = answer.body.trim();
  if (body === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body.startsWith('<') ? null : body.slice(0, 300);
  }
  if (typeof parsed === 'string') return parsed;
  if (!parsed || typeof parsed !== 'object') return null;
  const record = parsed as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of ['message', 'title', 'detail', 'error_description', 'error']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() && !parts.includes(value.trim())) {
      parts.push(value.trim());
    }
  }
  if (Array.isArray(record.errors)) {
    for (const item of record.errors) {
      if (typeof item === 'string') parts.push(item);
      else if (item && typeof item === 'object') {
        const entry = item as Record<string, unknown>;
        const message = entry.message ?? entry.detail;
        if (typeof message === 'string') {
          parts.push(typeof entry.field === 'string' ? `${entry.field}: ${message}` : message);
        }
      }
    }
  }
  return parts.length > 0 ? parts.join(' — ') : null;
}
