import type { Logger } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { type RequestHandler, Router } from 'express';

/**
 * The tasks component (document 2 tasks, task types, departments, recurrence, lookups): its
 * routes, and the recurrence scheduler started with the service and stopped with it.
 */
export interface TasksComponent {
  routes: Router;
  start(): void;
  stop(): Promise<void>;
}

export function createTasksComponent(_deps: {
  db: Database;
  logger: Logger;
  requireSession: RequestHandler;
  clock?: () => Date;
}): TasksComponent {
  return { routes: Router(), start() {}, async stop() {} };
}
