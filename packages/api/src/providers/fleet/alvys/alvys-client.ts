import { backoffDelay } from '@fleet/contracts';
import { z } from 'zod';
import type { AlvysDeps, ResolvedAlvysConfig } from './config';

/**
 * The failure of one Alvys call: HTTP status (null for a network error, a timeout or a malformed
 * answer), the method and path, and Alvys's own message when it gave one.
 */
export class AlvysError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly providerMessage: string | null = null,
  ) {
    super(message);
    this.name = 'AlvysError';
  }
}

const tokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
  token_type: z.string().nullish(),
});

/** Seconds before the token's expiry at which it is fetched anew. */
const TOKEN_EXPIRY_MARGIN_MS = 60_000;
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

interface Attempted {
  status: number;
  body: string;
  retryAfter: string | null;
}

/**
 * The HTTP layer of the Alvys public API: client-credentials token (cached until a minute
 * before expiry, fetched again once on a 401), a timeout per request, retries of 429 (after
 * Retry-After), 5xx, timeouts and network errors with jittered exponential backoff, the provider's
 * message on failures, and zod validation of every answer (keys camel-cased first: Alvys's
 * OpenAPI spells them PascalCase, its pages camelCase).
 */
export class AlvysClient {
  private token: { value: string; expiresAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => Date;
  private readonly random: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly config: ResolvedAlvysConfig,
    deps: AlvysDeps = {},
  ) {
    this.fetchImpl = deps.fetch ?? globalThis.fetch;
    this.now = deps.now ?? (() => new Date());
    this.random = deps.random ?? Math.random;
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** `path` below /api/p/v{version}, e.g. '/trips/search'. */
  async get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
    return this.call('GET', path, undefined, schema);
  }

  async post<T extends z.ZodType>(path: string, body: unknown, schema: T): Promise<z.infer<T>> {
    return this.call('POST', path, body, schema);
  }

  /**
   * Every item of a paged search (POST with page/pageSize; answer { page, pageSize, total, items }),
   * page 0 first, until `total` items, a short or empty page, or a 404 past the first page (what
   * Alvys answers for a page beyond the last). Items are deduplicated by id.
   */
  async searchAll<T extends z.ZodType<{ id: string }>>(
    path: string,
    filter: Record<string, unknown>,
    item: T,
  ): Promise<z.infer<T>[]> {
    const page = z.object({
      total: z.number().int().nonnegative().nullish(),
      items: z.array(item).nullish(),
    });
    const pageSize = this.config.pageSize;
    const seen = new Map<string, z.infer<T>>();
    for (let index = 0; index < this.config.maxPages; index++) {
      let answer: z.infer<typeof page>;
      try {
        answer = await this.post(path, { ...filter, page: index, pageSize }, page);
      } catch (error) {
        if (index > 0 && error instanceof AlvysError && error.status === 404) {
          return [...seen.values()];
        }
        throw error;
      }
      const items = answer.items ?? [];
      for (const found of items) seen.set(found.id, found);
      const total = answer.total ?? null;
      if (items.length === 0 || items.length < pageSize) return [...seen.values()];
      if (total !== null && (index + 1) * pageSize >= total) return [...seen.values()];
    }
    throw new AlvysError(
      `Alvys POST ${this.apiPath(path)}: still more pages after ${this.config.maxPages} pages of ${pageSize}`,
      null,
    );
  }

  private apiPath(path: string): string {
    return `/api/p/v${this.config.apiVersion}${path}`;
  }

  private async call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: T,
  ): Promise<z.infer<T>> {
    const fullPath = this.apiPath(path);
    const label = `Alvys ${method} ${fullPath}`;
    const url = `${this.config.baseUrl}${fullPath}`;
    let refreshed = false;
    for (;;) {
      const token = await this.accessToken();
      const answer = await this.send(label, url, () => ({
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }));
      if (answer.status === 401 && !refreshed) {
        // The token was revoked or expired early: fetch a new one and try once more.
        refreshed = true;
        if (this.token?.value === token) this.token = null;
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) throw failure(label, answer);
      return parseAnswer(label, answer.body, schema, true);
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now().getTime()) return this.token.value;
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const label = `Alvys token request to ${this.config.tokenUrl}`;
    const answer = await this.send(label, this.config.tokenUrl, () => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
        audience: this.config.audience,
        grant_type: 'client_credentials',
      }),
    }));
    if (answer.status < 200 || answer.status >= 300) throw failure(label, answer);
    const token = parseAnswer(label, answer.body, tokenResponse, false);
    const lifetimeMs = token.expires_in * 1000;
    this.token = {
      value: token.access_token,
      expiresAt:
        this.now().getTime() + Math.max(lifetimeMs - TOKEN_EXPIRY_MARGIN_MS, lifetimeMs / 2),
    };
    return token.access_token;
  }

  /** One request with its retries; answers the last response (retryable ones included). */
  private async send(label: string, url: string, init: () => RequestInit): Promise<Attempted> {
    const { maxAttempts, backoff, requestTimeoutMs, maxRetryAfterMs } = this.config;
    for (let attempt = 1; ; attempt++) {
      let answer: Attempted;
      try {
        const response = await this.fetchImpl(url, {
          ...init(),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
        answer = {
          status: response.status,
          body: await response.text(),
          retryAfter: response.headers.get('retry-after'),
        };
      } catch (error) {
        const timedOut =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        const reason = timedOut
          ? `timed out after ${requestTimeoutMs} ms`
          : `failed: ${error instanceof Error ? error.message : String(error)}`;
        if (attempt >= maxAttempts) {
          throw new AlvysError(`${label} ${reason} (${attempt} attempts)`, null);
        }
        await this.sleep(backoffDelay(attempt, backoff, this.random));
        continue;
      }
      if (!RETRYABLE_STATUSES.has(answer.status) || attempt >= maxAttempts) return answer;
      let waitMs = backoffDelay(attempt, backoff, this.random);
      if (answer.status === 429 && answer.retryAfter !== null) {
        const asked = retryAfterMs(answer.retryAfter, this.now());
        if (asked !== null) {
          if (asked > maxRetryAfterMs) return answer;
          // Never before the time asked; the jitter spreads clients throttled together.
          waitMs = asked + Math.round(this.random() * Math.min(1000, backoff.baseMs));
        }
      }
      await this.sleep(waitMs);
    }
  }
}

/** Retry-After as delay-seconds or an HTTP date, in ms; null when unreadable. */
export function retryAfterMs(value: string, now: Date): number | null {
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

function failure(label: string, answer: Attempted): AlvysError {
  const providerMessage = providerMessageOf(answer.body);
  const throttled = answer.status === 429 ? ' (rate limited)' : '';
  return new AlvysError(
    `${label} failed with HTTP ${answer.status}${throttled}${providerMessage ? `: ${providerMessage}` : ''}`,
    answer.status,
    providerMessage,
  );
}

/**
 * The message of an error answer: ASP.NET problem details (title, detail, validation errors),
 * an OAuth error (error, error_description), a { message } or a short plain-text body.
 */
export function providerMessageOf(body: string): string | null {
  const text = body.trim();
  if (text === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text.length > 500 ? `${text.slice(0, 500)}…` : text;
  }
  if (typeof parsed === 'string') return parsed;
  if (!parsed || typeof parsed !== 'object') return text.slice(0, 500);
  const record = camelizeKeys(parsed) as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of [
    'title',
    'detail',
    'message',
    'error',
    'errorDescription',
    'error_description',
  ]) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '' && !parts.includes(value.trim())) {
      parts.push(value.trim());
    }
  }
  const errors = record.errors;
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    for (const [field, messages] of Object.entries(errors)) {
      const list = Array.isArray(messages) ? messages.join(', ') : String(messages);
      parts.push(`${field}: ${list}`);
    }
  } else if (Array.isArray(errors)) {
    parts.push(...errors.map(String));
  }
  return parts.length > 0 ? parts.join(' — ') : text.slice(0, 500);
}

function parseAnswer<T extends z.ZodType>(
  label: string,
  body: string,
  schema: T,
  camelize: boolean,
): z.infer<T> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new AlvysError(
      `${label} answered something that is not JSON: ${body.slice(0, 200) || '(empty body)'}`,
      null,
    );
  }
  const parsed = schema.safeParse(camelize ? camelizeKeys(json) : json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new AlvysError(`${label} answered an unexpected shape: ${issues}`, null);
  }
  return parsed.data;
}

/** First letter of every object key lower-cased, recursively ($type stays as it is). */
export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key.charAt(0).toLowerCase() + key.slice(1),
        camelizeKeys(inner),
      ]),
    );
  }
  return value;
}
