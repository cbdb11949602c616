import type { Database } from '@fleet/service-kit/db';
import type { RequestHandler, Router } from 'express';
import { reportRoutes } from './http/report-routes';

export { reportsMigrations } from './data/migrations';

/**
 * The reports component (issue 17, document 3 "Analytics"): revenue, miles, loads, engine idle
 * time and fuel by sales agent, dispatcher and truck, and the weekly series of the charts, read
 * from load_revenue, truck_engine_days and fuel_purchases. Behind the REPORTS flag.
 */
export interface ReportsComponent {
  routes: Router;
}

export function createReportsComponent(deps: {
  db: Database;
  requireSession: RequestHandler;
  clock?: () => Date;
}): ReportsComponent {
  return {
    routes: reportRoutes({
      db: deps.db,
      requireSession: deps.requireSession,
      clock: deps.clock ?? (() => new Date()),
    }),
  };
}
