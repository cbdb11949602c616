/** Shared by the gateway benches: gateway processes, bench clients, figures. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { WebSocket } from '@fleet/gateway/testing';

export const ROOT = path.resolve(import.meta.dirname, '..');

export interface GatewayProcess {
  port: number;
  child: ChildProcess;
  /** Resident memory after a full GC. */
  rss(): Promise<number>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * `nodeFlags`: extra flags for the child's node (e.g. `--cpu-prof`, to profile one gateway).
 * BENCH_GATEWAY_SCRIPT replaces bench/gateway-instance.ts (a copy importing another build of the
 * gateway, to compare before and after a change in the same conditions).
 */
export async function spawnGateway(
  env: Record<string, string>,
  nodeFlags: string[] = [],
): Promise<GatewayProcess> {
  const child = spawn(
    process.execPath,
    [
      ...nodeFlags,
      '--expose-gc',
      '--import',
      'tsx',
      process.env.BENCH_GATEWAY_SCRIPT ?? path.join(ROOT, 'bench/gateway-instance.ts'),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'error', ...env },
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
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
  });
  return {
    port,
    child,
    rss: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve((message as { rss: number }).rss));
        child.send('gc');
      }),
    async kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}

export interface BenchClient {
  ws: WebSocket;
  live: boolean;
}

/** Opens `count` sockets, `batch` at a time; `onMessage` gets each frame's text. */
export async function openClients(
  urls: string[],
  count: number,
  onMessage: (text: string, client: BenchClient) => void,
  batch = 200,
): Promise<BenchClient[]> {
  const clients: BenchClient[] = [];
  for (let start = 0; start < count; start += batch) {
    const opened: Promise<void>[] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const ws = new WebSocket(urls[i % urls.length]!);
      const client: BenchClient = { ws, live: false };
      ws.on('message', (data) => {
        const text = data.toString();
        if (text.startsWith('{"type":"gateway_status"')) client.live = text.includes('"live"');
        onMessage(text, client);
      });
      ws.on('error', () => {});
      clients.push(client);
      opened.push(
        new Promise((resolve, reject) => {
          ws.once('open', () => resolve());
          ws.once('close', (code) => reject(new Error(`client closed with ${code}`)));
        }),
      );
    }
    await Promise.all(opened);
  }
  return clients;
}

export async function until(check: () => boolean, timeoutMs = 30_000, what = 'condition') {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `"n":123` out of an event's text without parsing all of it. */
export function numberField(text: string, name: string): number {
  const at = text.indexOf(`"${name}":`);
  if (at < 0) return Number.NaN;
  return Number.parseFloat(text.slice(at + name.length + 3, at + name.length + 30));
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}
