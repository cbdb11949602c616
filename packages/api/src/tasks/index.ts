import type { Logger } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { type RequestHandler, Router } from 'express';
import { createTaskScheduler } from './domain/scheduler';
import type { SchedulerPassOptions } from './domain/series';
import { createTaskListCache } from './domain/task-list';
import { catalogRoutes } from './http/catalog-routes';
import { tasksErrorHandler } from './http/errors';
import { lookupRoutes } from './http/lookup-routes';
import { taskRoutes } from './http/task-routes';

/**
 * The tasks component (document 2 tasks, task types, departments, recurrence, lookups): its
 * routes, and the recurrence scheduler started with the service and stopped with it.
 */
export interface TasksComponent {
  routes: Router;
  start(): void;
  stop(): Promise<void>;
}

export function createTasksComponent(deps: {
  db: Database;
  logger: Logger;
  requireSession: RequestHandler;
  clock?: () => Date;
  /** Scheduler pass every … (default 30 s); 0: only the pass at start. */
  schedulerIntervalMs?: number;
  schedulerPass?: Partial<SchedulerPassOptions>;
}): TasksComponent {
  const clock = deps.clock ?? (() => new Date());
  const routes = Router();
  routes.use(
    taskRoutes({
      db: deps.db,
      requireSession: deps.requireSession,
      clock,
      list: createTaskListCache(),
    }),
  );
  routes.use(catalogRoutes(deps));
  routes.use(lookupRoutes(deps));
  routes.use(tasksErrorHandler);
  const scheduler = createTaskScheduler({
    db: deps.db,
    logger: deps.logger,
    clock,
    intervalMs: deps.schedulerIntervalMs,
    pass: deps.schedulerPass,
  });
  return {
    routes,
    start: () => scheduler.start(),
    stop: () => scheduler.stop(),
  };
}

/**
 * For the notes component: call in the transaction that adds or removes a task's attachment,
 * so every replica's cached task list shows it at once (otherwise within 2 s).
 */
export { bumpListVersion as markTaskListChanged } from './data/tasks-repository';
export { schedulersOn } from './domain/scheduler';
