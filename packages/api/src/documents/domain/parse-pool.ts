/**
 * A bounded pool of parse workers (parse-worker.mjs). A file gets a time limit; a worker that
 * overruns it is terminated and replaced, and the file is refused. Fair share: an account runs at
 * most `perAccount` files at once; the others wait in its own queue, and free workers take the
 * next file round-robin across accounts, so one account's batch never starves the others.
 */
import { Worker } from 'node:worker_threads';
import type { PageText } from './layout';

export interface ParsedPage extends PageText {
  /** A rendering of a page without a text layer (for OCR), and its scale (pixels per point). */
  png?: Uint8Array;
  scale?: number;
}

export type ParseResult =
  | { pages: ParsedPage[] }
  | { error: 'unreadable' | 'too-many-pages' | 'encrypted' | 'timeout' | 'busy'; detail?: string };

export interface ParsePoolOptions {
  workers?: number;
  perAccount?: number;
  timeoutMs?: number;
  maxPages?: number;
  /** Files waiting per account before new ones are refused. */
  maxQueuedPerAccount?: number;
}

interface Job {
  id: number;
  account: string;
  bytes: Uint8Array;
  resolve(result: ParseResult): void;
}

interface Slot {
  worker: Worker;
  /** pdf.js loaded in the worker. */
  ready: boolean;
  job: Job | null;
  timer?: NodeJS.Timeout;
}

const WORKER_URL = new URL('./parse-worker.mjs', import.meta.url);

export interface ParsePool {
  parse(account: string, bytes: Uint8Array): Promise<ParseResult>;
  close(): Promise<void>;
}

export function createParsePool(options: ParsePoolOptions = {}): ParsePool {
  const size = options.workers ?? 2;
  const perAccount = options.perAccount ?? 1;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxPages = options.maxPages ?? 30;
  const maxQueued = options.maxQueuedPerAccount ?? 20;
  const slots: Slot[] = [];
  const queues = new Map<string, Job[]>();
  const running = new Map<string, number>();
  let order: string[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(WORKER_URL), ready: false, job: null };
    slot.worker.unref();
    slot.worker.on('message', (msg: { id: number; ready?: true } & Record<string, unknown>) => {
      if (msg.ready) {
        slot.ready = true;
        pump();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== msg.id) return;
      const { id: _id, ...result } = msg;
      finish(slot, result as ParseResult);
    });
    slot.worker.on('error', () => replace(slot, { error: 'unreadable', detail: 'worker failed' }));
    return slot;
  };

  const finish = (slot: Slot, result: ParseResult) => {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = null;
    if (job) {
      running.set(job.account, (running.get(job.account) ?? 1) - 1);
      job.resolve(result);
    }
    pump();
  };

  const replace = (slot: Slot, result: ParseResult) => {
    void slot.worker.terminate();
    const index = slots.indexOf(slot);
    const job = slot.job;
    slot.job = null;
    clearTimeout(slot.timer);
    if (index >= 0 && !closed) slots[index] = spawn();
    else if (index >= 0) slots.splice(index, 1);
    if (job) {
      running.set(job.account, (running.get(job.account) ?? 1) - 1);
      job.resolve(result);
    }
    pump();
  };

  /** The next job: accounts in turn, skipping those at their share. */
  const take = (): Job | undefined => {
    for (let i = 0; i < order.length; i++) {
      const account = order[i]!;
      const queue = queues.get(account);
      if (!queue || queue.length === 0) continue;
      if ((running.get(account) ?? 0) >= perAccount) continue;
      const job = queue.shift()!;
      if (queue.length === 0) queues.delete(account);
      order = [...order.slice(i + 1), ...order.slice(0, i + 1)].filter((a) => queues.has(a));
      return job;
    }
    return undefined;
  };

  const pump = () => {
    if (closed) return;
    while (slots.length < size) slots.push(spawn());
    for (const slot of slots) {
      if (slot.job || !slot.ready) continue;
      const job = take();
      if (!job) return;
      slot.job = job;
      running.set(job.account, (running.get(job.account) ?? 0) + 1);
      slot.timer = setTimeout(
        () => replace(slot, { error: 'timeout', detail: `over ${timeoutMs} ms` }),
        timeoutMs,
      );
      slot.worker.postMessage({ id: job.id, bytes: job.bytes, maxPages });
    }
  };

  return {
    parse(account, bytes) {
      if (closed) return Promise.resolve({ error: 'busy', detail: 'closed' });
      const queue = queues.get(account) ?? [];
      if (queue.length >= maxQueued) return Promise.resolve({ error: 'busy' });
      return new Promise<ParseResult>((resolve) => {
        queue.push({ id: nextId++, account, bytes: new Uint8Array(bytes), resolve });
        queues.set(account, queue);
        if (!order.includes(account)) order.push(account);
        pump();
      });
    },
    async close() {
      closed = true;
      for (const queue of queues.values()) {
        for (const job of queue) job.resolve({ error: 'busy', detail: 'closed' });
      }
      queues.clear();
      await Promise.all(
        slots.splice(0).map(async (slot) => {
          clearTimeout(slot.timer);
          slot.job?.resolve({ error: 'busy', detail: 'closed' });
          await slot.worker.terminate();
        }),
      );
    },
  };
}
