import type { BackoffOptions } from '@fleet/contracts';

/** How to reach one Alvys tenant and how hard to try. Only the first three are required. */
export interface AlvysConfig {
  /** Root of the Alvys public API, e.g. https://integrations.alvys.com (no /api/p/v1). */
  baseUrl: string;
  /** Client application credentials made on the Alvys Admin page (client-credentials grant). */
  clientId: string;
  clientSecret: string;
  /** OAuth token endpoint. Default https://auth.alvys.com/oauth/token. */
  tokenUrl?: string;
  /** Audience sent with the token request. Default https://api.alvys.com/public/. */
  audience?: string;
  /** Version segment of the paths (/api/p/v{apiVersion}/…). Default '1'. */
  apiVersion?: string;
  /** Items asked for per page of a search. Default 200. */
  pageSize?: number;
  /** Upper bound of pages read from one search before giving up (a runaway paging guard). */
  maxPages?: number;
  /** Timeout of one HTTP request (connect to body read), ms. Default 15 000. */
  requestTimeoutMs?: number;
  /** Attempts per request, the first included, for 429, 5xx, timeouts and network errors. Default 4. */
  maxAttempts?: number;
  /** Backoff of the retries (full jitter). Default { baseMs: 500, maxMs: 10 000 }. */
  backoff?: BackoffOptions;
  /** Longest Retry-After honoured; a 429 asking for more fails. Default 60 000 ms. */
  maxRetryAfterMs?: number;
  /** How far back the first sync (since null) and the facility scan look for trips. Default 30 days. */
  lookbackDays?: number;
  /** Link to a load in the Alvys app; {loadNumber} is replaced. */
  loadLinkTemplate?: string;
  /** Geofence radius given to facilities (Alvys has none). Default 0.5 miles. */
  geofenceRadiusMiles?: number;
  /** Time zone for stops whose city and state cannot be placed. Default America/Chicago. */
  defaultTimezone?: string;
  /**
   * Where a driver's company-ELD id comes from: 'employeeId' uses the Alvys employee id (set it
   * to the ELD's driver id in Alvys), 'none' reports every driver without one. Default 'none'.
   */
  driverEldId?: 'employeeId' | 'none';
  /**
   * Truck positions from the loads' inbound visibility history (ELD, driver app and check-call
   * locations Alvys receives), read for the trips in progress; 'none' reports none. Default
   * 'visibility'.
   */
  positions?: 'visibility' | 'none';
}

/** Injection points, for tests and the host. */
export interface AlvysDeps {
  fetch?: typeof fetch;
  now?: () => Date;
  /** [0, 1); the backoff jitter. */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Records the Alvys records left out of the answer and why (a trip without a truck, …). */
  warn?: (message: string, detail?: Record<string, unknown>) => void;
}

export type ResolvedAlvysConfig = Required<AlvysConfig>;

export const ALVYS_DEFAULTS = {
  tokenUrl: 'https://auth.alvys.com/oauth/token',
  audience: 'https://api.alvys.com/public/',
  apiVersion: '1',
  pageSize: 200,
  maxPages: 500,
  requestTimeoutMs: 15_000,
  maxAttempts: 4,
  backoff: { baseMs: 500, maxMs: 10_000 },
  maxRetryAfterMs: 60_000,
  lookbackDays: 30,
  loadLinkTemplate: 'https://app.alvys.com/#/loads/{loadNumber}',
  geofenceRadiusMiles: 0.5,
  defaultTimezone: 'America/Chicago',
  driverEldId: 'none',
  positions: 'visibility',
} as const satisfies Omit<ResolvedAlvysConfig, 'baseUrl' | 'clientId' | 'clientSecret'>;

export function resolveAlvysConfig(config: AlvysConfig): ResolvedAlvysConfig {
  for (const key of ['baseUrl', 'clientId', 'clientSecret'] as const) {
    if (typeof config[key] !== 'string' || config[key].trim() === '') {
      throw new Error(`Alvys configuration: ${key} is required`);
    }
  }
  const resolved: ResolvedAlvysConfig = {
    ...ALVYS_DEFAULTS,
    ...Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined)),
  } as ResolvedAlvysConfig;
  resolved.baseUrl = resolved.baseUrl.replace(/\/+$/, '');
  if (!Number.isInteger(resolved.pageSize) || resolved.pageSize < 1) {
    throw new Error('Alvys configuration: pageSize must be a positive integer');
  }
  if (!Number.isInteger(resolved.maxAttempts) || resolved.maxAttempts < 1) {
    throw new Error('Alvys configuration: maxAttempts must be a positive integer');
  }
  return resolved;
}
