/**
 * Shared by the campaign benches: a throwaway PostgreSQL database, voice services and gateways as
 * processes of their own, and the broker's campaign calls over HTTP.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SessionTokens, VOICE_PATHS, voicePath } from '@fleet/contracts';
import { createDatabase } from '@fleet/service-kit/db';
import { seedVoiceDemo } from '@fleet/voice';
import { writeCarrierFile } from '@fleet/voice/campaigns';
import { requestJson } from '@fleet/voice/testing';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const INTERNAL_TOKEN = `bench-internal-${randomBytes(12).toString('hex')}`;
/** A PostgreSQL server where the bench may create (and drop) a database of its own. */
export const ADMIN_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  url: string;
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A fresh database on the PostgreSQL server, dropped again by drop(). */
export async function freshDatabase(): Promise<BenchDatabase> {
  const name = `bench_campaigns_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServiceProcess {
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

function track(child: ChildProcess, port: number): ServiceProcess {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}

export interface VoiceProcess extends ServiceProcess {
  /** process.memoryUsage() of the voice service. */
  memory(): Promise<NodeJS.MemoryUsage>;
}

/** The voice service (bench/voice-instance.ts) in a process of its own; resolves once it listens. */
export async function spawnVoice(env: Record<string, string>): Promise<VoiceProcess> {
  const child = spawn(
    process.execPath,
    [
      // BENCH_VOICE_PROFILE=<dir>: a CPU profile of the voice service, written when it stops.
      ...(process.env.BENCH_VOICE_PROFILE
        ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_VOICE_PROFILE]
        : []),
      '--import',
      'tsx',
      path.join(ROOT, 'bench/voice-instance.ts'),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'error', VOICE_INTERNAL_TOKEN: INTERNAL_TOKEN, ...env },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`voice service exited with ${code}`)));
  });
  return {
    ...track(child, port),
    memory: () =>
      new Promise((resolve, reject) => {
        if (!child.connected) {
          reject(new Error('the voice service is gone'));
          return;
        }
        const onMessage = (message: unknown) => {
          const memory = (message as { memory?: NodeJS.MemoryUsage }).memory;
          if (!memory) return;
          child.off('message', onMessage);
          resolve(memory);
        };
        child.on('message', onMessage);
        child.send('memory', (error) => {
          if (!error) return;
          child.off('message', onMessage);
          reject(error);
        });
      }),
  };
}

/** The service once its /readyz answers 200; an error if it exits or is not ready in time. */
async function whenReady<T extends ServiceProcess>(
  service: T,
  name: string,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (service.child.exitCode !== null) {
      throw new Error(`${name} exited with ${service.child.exitCode}`);
    }
    try {
      if ((await fetch(`${service.url}/readyz`)).ok) return service;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The real gateway (packages/gateway/src/main.ts) in a process of its own. */
export async function spawnGateway(env: Record<string, string>): Promise<ServiceProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'packages/gateway/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        LOG_LEVEL: 'error',
        VOICE_INTERNAL_TOKEN: INTERNAL_TOKEN,
        HOST: '127.0.0.1',
        PORT: String(port),
        ...env,
      },
      // Its log (stdout) only when a LOG_LEVEL is asked for, onto this process's stderr.
      stdio: ['ignore', env.LOG_LEVEL ? process.stderr : 'ignore', 'inherit'],
    },
  );
  return whenReady(track(child, port), 'gateway', 60_000);
}

/**
 * The real API (packages/api/src/main.ts) in a process of its own, as deployed: on `DATABASE_URL`
 * (migrated and seeded with the demo accounts at start), no fleet sync; its files in a temp
 * directory removed by kill(). Every token the voice service and the gateway see is checked here
 * (GET /v1/auth/session per request or socket).
 */
export async function spawnApi(env: Record<string, string>): Promise<ServiceProcess> {
  const port = await freePort();
  const work = mkdtempSync(path.join(tmpdir(), 'fleet-bench-api-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'packages/api/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        LOG_LEVEL: 'error',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(work, 'api'),
        OUTBOX_DIR: path.join(work, 'outbox'),
        FILES_DIR: path.join(work, 'files'),
        SEED_DEMO: 'true',
        FLEET_SYNC_INTERVAL_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const service = track(child, port);
  const kill = service.kill;
  service.kill = async (signal) => {
    await kill(signal);
    rmSync(work, { recursive: true, force: true });
  };
  return whenReady(service, 'the API', 120_000);
}

/**
 * What the provider's team does through support: the account's Voice AI signup approved, so the
 * broker may run campaigns and the carrier (the demo carrier has the VOICE_AI flag) may place
 * dispatch calls, as the realtime stack's tests do.
 */
async function approveVoiceAccount(
  databaseUrl: string,
  account: SessionTokens,
  useCase: 'broker' | 'carrier',
  callerId: string,
): Promise<void> {
  const db = await createDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    await seedVoiceDemo(db, [
      { accountId: account.user.account_id, useCase, callerId, carrierInfo: null },
    ]);
  } finally {
    await db.close();
  }
}

export const approveBroker = (databaseUrl: string, broker: SessionTokens) =>
  approveVoiceAccount(databaseUrl, broker, 'broker', '+12145550143');

export const approveCarrier = (databaseUrl: string, carrier: SessionTokens) =>
  approveVoiceAccount(databaseUrl, carrier, 'carrier', '+12145550142');

export const LOAD = {
  name: 'Dallas to Atlanta',
  strategy: 'sequential',
  load_details: {
    stops: [
      { cityState: 'Dallas, TX', appointmentType: 'FCFS', appointmentDate: '2026-12-02' },
      { cityState: 'Atlanta, GA', appointmentType: 'Set', appointmentDate: '2026-12-03' },
    ],
    total_distance: 781,
    weight: 42_000,
    equipment_type: 'dry_van',
    commodity: 'Paper rolls',
    temperature: null,
    specialInstructions: null,
    marketRateRange: { min: 1900, max: 2300 },
  },
  rate_range: { min: 1800, max: 2200 },
};

/**
 * A carrier list whose n-th carrier answers as the simulated persona of `suffixes[n]` (the last
 * four digits pick it: 0101 books, 0102 too expensive, 0104 busy, 0107 no answer, ...); phones,
 * MC and DOT numbers are unique within the list.
 */
export function carrierCsv(suffixes: string[], tag = 0): Buffer {
  const rows = suffixes.map((suffix, i) => [
    `Carrier ${tag}-${i} Transport LLC`,
    `MC-${100_000 + tag * 1_000 + i}`,
    `${3_000_000 + tag * 1_000 + i}`,
    `(312) ${500 + (i % 100)}-${suffix}`,
  ]);
  return Buffer.from(
    writeCarrierFile([['Legal Name', 'MC Number', 'DOT Number', 'Dispatch Phone'], ...rows], 'csv'),
  );
}

export async function voiceJson(
  base: string,
  method: string,
  pathname: string,
  token: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await requestJson(base, method, pathname, token, body);
  if (response.status !== 200) {
    throw new Error(
      `${method} ${pathname} answered ${response.status}: ${JSON.stringify(response.body)}`,
    );
  }
  return response.body;
}

export async function createCampaign(base: string, token: string, name = LOAD.name) {
  const body = await voiceJson(base, 'POST', VOICE_PATHS.campaigns, token, { ...LOAD, name });
  return (body.data as { id: string }).id;
}

/** The multipart batch upload, as the browser sends it; the upload report. */
export async function uploadCarriers(
  base: string,
  token: string,
  id: string,
  file: Uint8Array,
  fileName: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), fileName);
  const response = await fetch(`${base}${voicePath(VOICE_PATHS.campaignCarrierUpload, { id })}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export function executeCampaign(base: string, token: string, id: string) {
  return voiceJson(base, 'POST', voicePath(VOICE_PATHS.campaignExecute, { id }), token);
}

export function cancelCampaign(base: string, token: string, id: string) {
  return requestJson(base, 'POST', voicePath(VOICE_PATHS.campaignCancel, { id }), token);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}
