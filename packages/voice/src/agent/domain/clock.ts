/**
 * Time for the agent and the simulated far end. Durations given to `sleep` are in "call time":
 * the milliseconds a real call would take (speaking, ringing, holding). A scaled clock waits
 * `ms × timeScale` of wall time, so timeScale 1 is the real speaking pace and 0.02 runs a call
 * 50× faster (demos); tests use the virtual clock, which takes no wall time at all.
 */
export interface AgentClock {
  now(): Date;
  /** Waits `ms` of call time. Rejects with an AbortError when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /**
   * Wall time per unit of call time (1 = real pace). Used to turn elapsed wall time into call
   * seconds (durations); a clock whose `now()` already runs on call time leaves it at 1.
   */
  readonly timeScale?: number;
}

export function abortError(): Error {
  const error = new Error('The operation was aborted');
  error.name = 'AbortError';
  return error;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** A clock on wall time whose waits are scaled: `timeScale` 1 = real pace, 0.02 = 50× faster. */
export function scaledClock(timeScale: number): AgentClock {
  if (!Number.isFinite(timeScale) || timeScale < 0) {
    throw new RangeError(`timeScale must be a finite number >= 0, got ${timeScale}`);
  }
  return {
    timeScale: timeScale === 0 ? 1e-9 : timeScale,
    now: () => new Date(),
    sleep: (ms, signal) => wallSleep(Math.max(0, ms) * timeScale, signal),
  };
}

function wallSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface VirtualClock extends AgentClock {
  /** Call time elapsed since the clock was made, in ms. */
  elapsedMs(): number;
  /** Timers waiting. */
  pending(): number;
}

interface VirtualTimer {
  due: number;
  seq: number;
  resolve: () => void;
}

/**
 * A clock that runs on virtual time and advances only when everything else is idle: each wait
 * registers a timer, and whenever the microtask queue has drained (checked with setImmediate) the
 * earliest timer fires and `now()` jumps to its due time. Whole calls run in milliseconds of wall
 * time, in the same order as at real pace, deterministically. For tests and the bench.
 */
export function createVirtualClock(
  start: Date = new Date('2025-03-03T15:00:00.000Z'),
): VirtualClock {
  const startMs = start.getTime();
  let nowMs = startMs;
  let seq = 0;
  let scheduled = false;
  const timers: VirtualTimer[] = [];

  const tick = () => {
    scheduled = false;
    if (timers.length === 0) return;
    timers.sort((a, b) => a.due - b.due || a.seq - b.seq);
    const next = timers.shift()!;
    nowMs = Math.max(nowMs, next.due);
    next.resolve();
    schedule();
  };
  const schedule = () => {
    if (scheduled || timers.length === 0) return;
    scheduled = true;
    setImmediate(tick);
  };

  return {
    timeScale: 1,
    now: () => new Date(nowMs),
    elapsedMs: () => nowMs - startMs,
    pending: () => timers.length,
    sleep(ms, signal) {
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) {
          reject(abortError());
          return;
        }
        const timer: VirtualTimer = {
          due: nowMs + Math.max(0, ms),
          seq: seq++,
          resolve: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
        };
        const onAbort = () => {
          const at = timers.indexOf(timer);
          if (at >= 0) timers.splice(at, 1);
          reject(abortError());
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        timers.push(timer);
        schedule();
      });
    },
  };
}
