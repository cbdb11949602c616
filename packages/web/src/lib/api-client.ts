import { GENERIC_API_ERROR } from '@fleet/contracts';
import type { z } from 'zod';
import { logger } from './logger';
import { notify } from './notify';
import { safeParseInSlices } from './parse-in-slices';

/**
 * What the client needs from the session: the bearer token and the two session actions a response
 * can ask for (document 1 §4). Implemented over the auth actor in `lib/auth.tsx`.
 */
export interface AuthPort {
  getAccessToken(): string | null;
  /** Sends 'session.refresh' and resolves true once a fresh token is in place. */
  refresh(): Promise<boolean>;
  /** Sends 'session.forceLogout'. */
  forceLogout(): void;
}

export const NETWORK_ERROR = 'Network response was not ok';

/** A failed call. `message` is what the user is shown (document 1 §8). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly action: string | undefined;
  readonly body: unknown;

  constructor(
    message: string,
    init: {
      status: number;
      code?: string | undefined;
      action?: string | undefined;
      body?: unknown;
    },
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.code = init.code;
    this.action = init.action;
    this.body = init.body;
  }
}

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Document 1 §8: the message, error or detail field of the response, else 'API Error'. */
export function errorMessageFrom(body: unknown): string {
  return (
    field(body, 'message') ?? field(body, 'error') ?? field(body, 'detail') ?? GENERIC_API_ERROR
  );
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    // Some answers arrive as a JSON string holding JSON (document 1 §7).
    if (typeof parsed === 'string') {
      try {
        return JSON.parse(parsed) as unknown;
      } catch {
        return parsed;
      }
    }
    return parsed;
  } catch {
    return text;
  }
}

/**
 * A schema loaded on first use. The calls made by the entry bundle (session, current user, flags)
 * pass these so that zod and the contracts' schemas load with the first screen's route chunk
 * instead of in the entry (bench/web-entry-size.ts); the answer is still parsed before it is used.
 */
export class LazySchema<S extends z.ZodType> {
  #loaded: Promise<S> | undefined;
  constructor(private readonly loader: () => Promise<S>) {}
  load(): Promise<S> {
    this.#loaded ??= this.loader().catch((error: unknown) => {
      this.#loaded = undefined; // a failed chunk load (deploy, offline) may succeed next time
      throw error;
    });
    return this.#loaded;
  }
}

function loadSchema<S extends z.ZodType>(schema: S | LazySchema<S>): Promise<S> {
  if (!(schema instanceof LazySchema)) return Promise.resolve(schema);
  const loading = schema.load();
  loading.catch(() => undefined); // awaited (and reported) once the answer is in
  return loading;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<S extends z.ZodType> {
  method?: HttpMethod;
  /** Sent as JSON; a FormData body is sent as multipart (the browser sets its boundary). */
  body?: unknown;
  /** Parses the successful answer; a `LazySchema` is loaded on the call's first use. */
  schema: S | LazySchema<S>;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** An explicit bearer token (sign-out runs after the actor has let go of its session). */
  token?: string;
  /** Show the error toast on failure (default true); screens with inline errors turn it off. */
  toast?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  baseUrl?: string;
  fetch?: typeof fetch;
  getAuth: () => AuthPort | null;
  notifyError: (message: string) => void;
  log?: (message: string, detail?: unknown) => void;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? '';
  const log = deps.log ?? logger.warn;

  async function request<S extends z.ZodType>(
    path: string,
    options: RequestOptions<S>,
  ): Promise<z.infer<S>> {
    // Loads alongside the request; a schema that fails to load fails like the network.
    const schema = loadSchema(options.schema);
    const useAuth = options.auth ?? true;
    const showToast = options.toast ?? true;
    const fail = (error: ApiRequestError, toast: boolean): never => {
      if (toast && showToast) deps.notifyError(error.message);
      throw error;
    };

    const attempt = async (retried: boolean): Promise<z.infer<S>> => {
      const headers: Record<string, string> = { accept: 'application/json' };
      const multipart = options.body instanceof FormData;
      if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
      const auth = useAuth ? deps.getAuth() : null;
      const token = options.token ?? auth?.getAccessToken();
      if (token) headers.authorization = `Bearer ${token}`;

      let response: Response;
      try {
        response = await (deps.fetch ?? fetch)(`${baseUrl}${path}`, {
          method: options.method ?? 'GET',
          headers,
          body:
            options.body === undefined
              ? null
              : multipart
                ? (options.body as FormData)
                : JSON.stringify(options.body),
          signal: options.signal ?? null,
        });
      } catch (cause) {
        if (options.signal?.aborted) throw cause;
        log(`request failed: ${path}`, cause);
        return fail(new ApiRequestError(NETWORK_ERROR, { status: 0 }), true);
      }

      const body = parseBody(await response.text());
      if (!response.ok) {
        const action = field(body, 'action');
        const error = new ApiRequestError(errorMessageFrom(body), {
          status: response.status,
          code: field(body, 'code'),
          action,
          body,
        });
        if (action === 'refreshToken') {
          // Document 1 §8: no error toast for refreshToken. Refresh, then retry once. When the
          // session moved on while this request was out (another tab refreshed and this one
          // adopted it), the retry uses the new token without spending another refresh.
          if (!retried && auth) {
            const current = auth.getAccessToken();
            const replaced = current !== null && current !== token;
            if (replaced || (await auth.refresh())) return attempt(true);
          }
          throw error;
        }
        if (action === 'forceLogout') auth?.forceLogout();
        else if (action !== undefined) log(`unhandled response action '${action}' on ${path}`);
        return fail(error, true);
      }

      let validator: S;
      try {
        validator = await schema;
      } catch (cause) {
        log(`could not load the schema for ${path}`, cause);
        return fail(new ApiRequestError(NETWORK_ERROR, { status: 0 }), true);
      }
      const parsed = await safeParseInSlices(validator, body);
      if (!parsed.success) {
        log(`unexpected answer from ${path}`, parsed.error);
        return fail(
          new ApiRequestError(GENERIC_API_ERROR, { status: response.status, body }),
          true,
        );
      }
      return parsed.data;
    };

    return attempt(false);
  }

  return {
    request,
    get: <S extends z.ZodType>(path: string, options: Omit<RequestOptions<S>, 'method' | 'body'>) =>
      request(path, { ...options, method: 'GET' }),
    post: <S extends z.ZodType>(path: string, options: Omit<RequestOptions<S>, 'method'>) =>
      request(path, { ...options, method: 'POST' }),
    patch: <S extends z.ZodType>(path: string, options: Omit<RequestOptions<S>, 'method'>) =>
      request(path, { ...options, method: 'PATCH' }),
  };
}

let authPort: AuthPort | null = null;

/** Wires the app-wide auth actor into the shared client; returns the unregister function. */
export function setAuthPort(port: AuthPort): () => void {
  authPort = port;
  return () => {
    if (authPort === port) authPort = null;
  };
}

/** The app's one client. */
export const api = createApiClient({
  getAuth: () => authPort,
  notifyError: (message) => notify.error(message),
});
