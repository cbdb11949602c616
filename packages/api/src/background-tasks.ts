import type { Logger } from '@fleet/service-kit';

export interface BackgroundTasks {
  /** Starts work the response does not wait for; failures are logged. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running = task()
        .catch((error: unknown) =>
          logger.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
