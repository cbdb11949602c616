import { emptyTables, startIdentity, type TestIdentity } from '@fleet/api/test-support';
import {
  AUTH_PATHS,
  type DispatchLiveMessage,
  dispatchLiveMessageSchema,
  type SessionTokens,
} from '@fleet/contracts';
import { createLogger } from '@fleet/service-kit';
import type { Database, TestBackend } from '@fleet/service-kit/db';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { WebSocket } from 'ws';
import { runVoiceAdmin } from '../cli/run-voice-admin';
import { loadConfig, type VoiceConfig } from '../config';
import { type StartedVoice, type StartVoiceDeps, startVoice } from '../server';

/**
 * Integration-test plumbing for the voice service: the real API in-process (identity, tokens,
 * JWKS) once per file, and per backend a database with a fresh voice service per test on port 0.
 */

export const silentLogger = createLogger('voice-test', 'silent');
export const INTERNAL_TOKEN = 'internal-token-for-tests-0123456789';
const BROKER = { email: 'broker@demo.test', password: 'broker-demo' };

export interface Identity {
  identity: TestIdentity;
  /** The demo carrier (dispatcher) and the demo broker: two accounts. */
  carrier: SessionTokens;
  broker: SessionTokens;
}

export function useIdentity(): Identity {
  const ids = {} as Identity;
  beforeAll(async () => {
    ids.identity = await startIdentity();
    ids.carrier = await ids.identity.signIn();
    ids.broker = await signInBroker(ids.identity.apiUrl);
  });
  afterAll(async () => {
    await ids.identity?.close();
  });
  return ids;
}

/** Signs the demo broker (the second demo account) in on the API. */
export async function signInBroker(apiUrl: string): Promise<SessionTokens> {
  const response = await fetch(new URL(AUTH_PATHS.signIn, apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BROKER),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return (await response.json()) as SessionTokens;
}

/** A JSON request to a voice service at `base`, with a bearer token when given; the parsed reply. */
export async function requestJson(
  base: string,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

export function voiceConfig(apiUrl: string, overrides: Partial<VoiceConfig> = {}): VoiceConfig {
  return {
    ...loadConfig({
      API_URL: apiUrl,
      VOICE_INTERNAL_TOKEN: INTERNAL_TOKEN,
      VOICE_TIME_SCALE: '0.002',
      VOICE_FLUSH_INTERVAL_MS: '20',
      VOICE_TELEPHONY_SEED: '7',
    }),
    port: 0,
    host: '127.0.0.1',
    ...overrides,
  };
}

export interface VoiceHarness {
  readonly db: Database;
  readonly voice: StartedVoice;
  readonly base: string;
  /** Stops the running service and starts another on the same database. */
  restart(overrides?: Partial<VoiceConfig>, deps?: StartVoiceDeps): Promise<void>;
  call(
    method: string,
    path: string,
    token: string | undefined,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
}

/** One database per backend and file, emptied before each test; a fresh service per test. */
export function useVoice(
  backend: TestBackend,
  ids: Identity,
  overrides: Partial<VoiceConfig> = {},
): VoiceHarness {
  let db: Database;
  let voice: StartedVoice | undefined;
  const start = (more: Partial<VoiceConfig> = {}, deps: StartVoiceDeps = {}) =>
    startVoice(voiceConfig(ids.identity.apiUrl, { ...overrides, ...more }), {
      db,
      logger: silentLogger,
      ...deps,
    });

  beforeAll(async () => {
    db = await backend.open();
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    voice = await start();
    // What TRUNCATE dispatch_calls, voice_accounts, campaigns CASCADE empties, by DELETEs.
    await emptyTables(db, ['dispatch_calls', 'voice_accounts', 'campaigns']);
  });
  afterEach(async () => {
    await voice?.close();
    voice = undefined;
  });

  const harness: VoiceHarness = {
    get db() {
      return db;
    },
    get voice() {
      if (!voice) throw new Error('the service runs only inside a test');
      return voice;
    },
    get base() {
      return `http://127.0.0.1:${harness.voice.port}`;
    },
    async restart(more, deps) {
      await voice?.close();
      voice = undefined;
      voice = await start(more, deps);
    },
    call(method, path, token, body) {
      return requestJson(harness.base, method, path, token, body);
    },
  };
  return harness;
}

/** Approves an account's signup through the admin command (as the support team would). */
export async function approve(db: Database, accountId: string, force = true): Promise<void> {
  const lines: string[] = [];
  const code = await runVoiceAdmin(['voice:approve', accountId, ...(force ? ['--force'] : [])], {
    out: (l) => lines.push(l),
    err: (l) => lines.push(l),
    env: {},
    db,
  });
  if (code !== 0) throw new Error(`approve failed: ${lines.join('\n')}`);
}

/** A full-booking call start body for a simulated broker number. */
export function bookingBody(phone: string, overrides: Record<string, unknown> = {}) {
  return {
    phone_number: phone,
    load_details_text:
      'Dallas, TX to Atlanta, GA. Pick up 03/05 08:00-14:00 FCFS. Dry van 42,000 lbs, ' +
      'commodity: paper rolls. 781 miles. Rate $2,100. Ref# LD-55321',
    truck_location: 'Dallas, TX',
    truck_availability: '2025-03-05 07:00',
    rate_range: { min: 2000, max: 2600 },
    equipment_type: 'dry_van',
    details_only: false,
    dispatcher_approval_required: true,
    initiator: 'web',
    ...overrides,
  };
}

export interface WatchResult {
  messages: DispatchLiveMessage[];
  code: number;
}

/**
 * Opens the upstream watch socket (as the gateway does) and collects every message until it
 * closes; each message is checked against the contracts' DispatchLiveMessage schema.
 */
export function watch(
  base: string,
  callId: string,
  options: {
    token?: string;
    onMessage?: (message: DispatchLiveMessage, socket: WebSocket) => void;
    timeoutMs?: number;
  } = {},
): Promise<WatchResult> & { opened: Promise<void> } {
  const url = `${base.replace('http', 'ws')}/voice/watch/${callId}`;
  const ws = new WebSocket(url, {
    headers: { authorization: `Bearer ${options.token ?? INTERNAL_TOKEN}` },
  });
  const messages: DispatchLiveMessage[] = [];
  let opened!: Promise<void>;
  const done = new Promise<WatchResult>((resolve, reject) => {
    opened = new Promise((ok) => ws.once('open', () => ok()));
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`watch timed out after ${messages.length} messages`));
    }, options.timeoutMs ?? 20_000);
    ws.on('message', (data) => {
      const message = dispatchLiveMessageSchema.parse(JSON.parse(String(data)));
      messages.push(message);
      options.onMessage?.(message, ws);
    });
    ws.on('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      resolve({ messages, code: -(res.statusCode ?? 0) });
      ws.terminate();
    });
    ws.on('error', () => {});
    ws.on('close', (code) => {
      clearTimeout(timer);
      resolve({ messages, code });
    });
  });
  return Object.assign(done, { opened });
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 20_000,
  everyMs = 25,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
