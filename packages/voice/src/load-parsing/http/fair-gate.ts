import { voiceError } from '../../http/voice-errors';

export const BUSY_MESSAGE = 'Load parsing is busy. Please try again shortly.';
export const CANCELLED = 'cancelled';

interface Waiter {
  start: () => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

/**
 * Runs heavy jobs (OCR) a few at a time with a fair share per account: each account has its own
 * line, the next job is taken from the accounts in turn (round robin), and one account may keep
 * only `perAccount` jobs waiting, so a flood from one account delays only that account. A job
 * whose signal aborts while it waits leaves the line and never runs.
 */
export class FairGate {
  private running = 0;
  private readonly lines = new Map<string, Waiter[]>();
  /** Accounts with waiting jobs, in the order they are served. */
  private readonly turn: string[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly perAccount: number,
  ) {}

  /** Jobs waiting for the account (for tests and metrics). */
  waiting(account: string): number {
    return this.lines.get(account)?.length ?? 0;
  }

  async run<T>(account: string, job: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw new Error(CANCELLED);
    if (this.running >= this.concurrency) await this.wait(account, signal);
    else this.running += 1;
    try {
      return await job();
    } finally {
      this.next();
    }
  }

  private wait(account: string, signal: AbortSignal | undefined): Promise<void> {
    const line = this.lines.get(account) ?? [];
    if (line.length >= this.perAccount) throw voiceError(503, 'voice/busy', BUSY_MESSAGE);
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        signal,
        start: () => {
          signal?.removeEventListener('abort', waiter.onAbort);
          resolve();
        },
        onAbort: () => {
          this.remove(account, waiter);
          reject(new Error(CANCELLED));
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      line.push(waiter);
      if (!this.lines.has(account)) {
        this.lines.set(account, line);
        this.turn.push(account);
      }
    });
  }

  /** Hands the freed slot to the next account in turn, or frees it. */
  private next(): void {
    const account = this.turn.shift();
    if (account === undefined) {
      this.running -= 1;
      return;
    }
    const line = this.lines.get(account)!;
    const waiter = line.shift()!;
    if (line.length > 0) this.turn.push(account);
    else this.lines.delete(account);
    waiter.start();
  }

  private remove(account: string, waiter: Waiter): void {
    const line = this.lines.get(account);
    if (!line) return;
    const at = line.indexOf(waiter);
    if (at >= 0) line.splice(at, 1);
    if (line.length === 0) {
      this.lines.delete(account);
      const position = this.turn.indexOf(account);
      if (position >= 0) this.turn.splice(position, 1);
    }
  }
}
