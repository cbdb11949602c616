import type { Logger } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import {
  DEFAULT_PASS,
  runDueSeries,
  type SchedulerPass,
  type SchedulerPassOptions,
} from './series';

/**
 * The recurrence scheduler of one replica: a pass at start (catching up whatever fell due while
 * no replica ran) and one every `intervalMs`; passes of one replica never overlap, passes of
 * several replicas share the due series through row locks (series.ts).
 */
export interface TaskScheduler {
  readonly db: Database;
  start(): void;
  /** Stops the timer and waits for the pass in progress. */
  stop(): Promise<void>;
  /** Runs a pass now (after the one in progress, if any). */
  tick(): Promise<SchedulerPass>;
}

export const DEFAULT_SCHEDULER_INTERVAL_MS = 30_000;

const running = new Set<TaskScheduler>();

/** The started schedulers working on `db` in this process (tests drive replicas with it). */
export function schedulersOn(db: Database): TaskScheduler[] {
  return [...running].filter((s) => s.db === db);
}

export function createTaskScheduler(deps: {
  db: Database;
  logger: Logger;
  clock: () => Date;
  intervalMs?: number;
  pass?: Partial<SchedulerPassOptions>;
}): TaskScheduler {
  const intervalMs = deps.intervalMs ?? DEFAULT_SCHEDULER_INTERVAL_MS;
  const options: SchedulerPassOptions = {
    ...DEFAULT_PASS,
    onError: (error, series) =>
      deps.logger.error(
        { err: error, accountId: series.account_id, seriesId: series.id },
        'recurring task occurrence failed; retried later',
      ),
    ...deps.pass,
  };
  let queue: Promise<unknown> = Promise.resolve();
  let busy = false;
  let timer: NodeJS.Timeout | undefined;
  let started = false;

  const scheduler: TaskScheduler = {
    db: deps.db,
    tick() {
      const pass = queue.then(async () => {
        busy = true;
        try {
          const result = await runDueSeries(deps.db, deps.clock(), options);
          if (result.created > 0 || result.failed > 0) {
            deps.logger.info(result, 'recurring tasks: occurrences created');
          }
          return result;
        } finally {
          busy = false;
        }
      });
      queue = pass.catch(() => {});
      return pass;
    },
    start() {
      if (started) return;
      started = true;
      running.add(scheduler);
      const safeTick = () => {
        if (busy) return;
        scheduler.tick().catch((error: unknown) => {
          deps.logger.warn({ err: error }, 'recurring tasks: pass failed; next one retries');
        });
      };
      safeTick();
      if (intervalMs > 0) {
        timer = setInterval(safeTick, intervalMs);
        timer.unref();
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      started = false;
      running.delete(scheduler);
      await queue;
    },
  };
  return scheduler;
}
