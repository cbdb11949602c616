import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ApiError,
  AUTH_PATHS,
  apiErrorSchema,
  type SessionTokens,
  type User,
  userSchema,
} from '@fleet/contracts';
import { createLogger } from '@fleet/service-kit';
import { type Database, migrate, type TestBackend } from '@fleet/service-kit/db';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type ApiConfig, loadConfig } from '../config';
import { migrations } from '../db/migrations';
import type { ApiDeps } from '../http/app';
import { type StartedApi, startApi } from '../server';
import { emptyTables } from './empty-tables';

export const CARRIER = { email: 'dispatcher@demo.test', password: 'dispatch-demo' };
export const BROKER = { email: 'broker@demo.test', password: 'broker-demo' };

const TABLES = [
  'rotated_refresh_tokens',
  'sessions',
  'password_resets',
  'feature_flags',
  'users',
  'accounts',
  'signing_keys',
];

export interface ApiHarness {
  readonly base: string;
  readonly started: StartedApi;
  readonly db: Database;
  readonly outboxDir: string;
  /** Stops the running app and starts another on the same database with these settings. */
  restart(overrides?: Partial<ApiConfig>): Promise<void>;
  /** A second app instance on the same database (a replica); closed after the test. */
  replica(overrides?: Partial<ApiConfig>): Promise<StartedApi>;
  fetch(path: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>;
  signIn(who: { email: string; password: string }): Promise<SessionTokens>;
  /** Waits for the reset mails in flight, then reads the outbox. */
  outbox(): Promise<string[]>;
}

export interface UseApiOptions {
  /**
   * `test` (the default): the database is emptied and a fresh app started before each test.
   * `suite`: once for the whole `describe` the harness is made in, for tests that only read (the
   * expensive setup, a fleet sync and sign-ins, then runs once in a `beforeAll`).
   */
  freshPer?: 'test' | 'suite';
}

/**
 * One database per test file and backend (PGlite boots slowly), emptied before each test; a
 * fresh app with the demo accounts per test, on a random port (or once per `describe`, see
 * `freshPer`).
 */
export function useApi(
  backend: TestBackend,
  overrides: Partial<ApiConfig> = {},
  deps: Pick<ApiDeps, 'fleetClock'> = {},
  { freshPer = 'test' }: UseApiOptions = {},
): ApiHarness {
  let db: Database;
  let started: StartedApi | undefined;
  let outboxDir = '';
  let rateLimitPrefix = '';
  const replicas: StartedApi[] = [];

  const start = async (more: Partial<ApiConfig> = {}) => {
    const config: ApiConfig = {
      ...loadConfig({
        HOST: '127.0.0.1',
        PORT: '0',
        OUTBOX_DIR: outboxDir,
        SEED_DEMO: 'true',
        FLEET_SYNC_INTERVAL_MS: '0',
      }),
      ...overrides,
      ...more,
    };
    return startApi(config, {
      ...deps,
      db,
      logger: createLogger('api-test', 'silent'),
      rateLimitPrefix,
    });
  };

  const fresh = async () => {
    await emptyTables(db, TABLES);
    outboxDir = await mkdtemp(join(tmpdir(), 'fleet-outbox-'));
    rateLimitPrefix = `test-${randomBytes(6).toString('hex')}`;
    started = await start();
  };
  const stop = async () => {
    await Promise.all(replicas.splice(0).map(closeNow));
    if (started) await closeNow(started);
    started = undefined;
    if (outboxDir) await rm(outboxDir, { recursive: true, force: true });
  };

  beforeAll(async () => {
    db = await backend.open();
    await migrate(db, migrations);
    if (freshPer === 'suite') await fresh();
  });
  afterAll(async () => {
    if (freshPer === 'suite') await stop();
    await db?.close();
  });
  if (freshPer === 'test') {
    beforeEach(fresh);
    afterEach(stop);
  }

  const harness: ApiHarness = {
    get base() {
      return `http://127.0.0.1:${harness.started.port}`;
    },
    get started() {
      if (!started) throw new Error('the app runs only inside a test');
      return started;
    },
    get db() {
      return db;
    },
    get outboxDir() {
      return outboxDir;
    },
    async restart(more) {
      await started?.close();
      started = await start(more);
    },
    async replica(more) {
      const replica = await start(more);
      replicas.push(replica);
      return replica;
    },
    fetch(path, init = {}) {
      const { json, token, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      if (token) headers.set('authorization', `Bearer ${token}`);
      return fetch(`${harness.base}${path}`, {
        ...rest,
        headers,
        ...(json !== undefined
          ? { body: JSON.stringify(json), method: rest.method ?? 'POST' }
          : {}),
      });
    },
    async signIn(who) {
      const response = await harness.fetch(AUTH_PATHS.signIn, { json: who });
      if (response.status !== 200) {
        throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
      }
      return (await response.json()) as SessionTokens;
    },
    async outbox() {
      await harness.started.api.background.settled();
      const files = (await readdir(outboxDir)).filter((f) => f.endsWith('.eml')).sort();
      return Promise.all(files.map((f) => readFile(join(outboxDir, f), 'utf8')));
    },
  };
  return harness;
}

/**
 * Stops an app once its test is over: what its clients still hold open is cut at once instead of
 * drained (a socket the test's fetch keeps alive can hold the drain for its whole keep-alive time,
 * 3-4 s after an aborted upload).
 */
function closeNow(app: StartedApi): Promise<void> {
  const closed = app.close();
  app.server.closeAllConnections();
  return closed;
}

/** Undoes quoted-printable soft line breaks and escapes so links in .eml text can be matched. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The error body of a response, checked against the shared error shape. */
export async function errorOf(response: Response): Promise<ApiError> {
  return apiErrorSchema.parse(await response.json());
}

export async function userOf(response: Response): Promise<User> {
  return userSchema.parse(await response.json());
}
