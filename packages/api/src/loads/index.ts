import type { Logger } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { type RequestHandler, Router } from 'express';
import { tmsFor } from '../providers';
import type { TmsHttpOptions } from '../providers/tms/http';
import { findTmsConnection } from './data/tms-connections-repository';
import { loadsErrorHandler } from './http/errors';
import { loadsRoutes } from './http/loads-routes';

/**
 * The loads component (document 2 §4 "Load save", §7 lookups and load creation): the load form's
 * lookups over the account's data, and saving a load into the account's TMS (built-in, Ditat or
 * Alvys: providers/tms). loads/README.md.
 */
export interface LoadsComponent {
  routes: Router;
}

export function createLoadsComponent(deps: {
  db: Database;
  logger?: Logger;
  requireSession: RequestHandler;
  /** Stamps dispatch times of built-in trips (the fleet clock in tests). */
  clock?: () => Date;
  /** FLEET_CREDENTIALS_KEY: decrypts the TMS connections' secrets. */
  credentialsKey?: Buffer;
  /** Called after a built-in trip is stored and projected (app.ts: a fleet sync soon). */
  onTripSaved?: (accountId: string) => void;
  /** How remote TMS calls are made (tests: a short timeout). */
  tmsHttp?: TmsHttpOptions;
}): LoadsComponent {
  const routes = Router();
  routes.use(
    loadsRoutes({
      db: deps.db,
      requireSession: deps.requireSession,
      clock: deps.clock ?? (() => new Date()),
      warn: (message, detail) => deps.logger?.warn(detail, message),
      onTripSaved: deps.onTripSaved,
      tmsOf: async (accountId) =>
        tmsFor(await findTmsConnection(deps.db, accountId), {
          credentialsKey: deps.credentialsKey,
          http: deps.tmsHttp,
        }),
    }),
  );
  routes.use(loadsErrorHandler);
  return { routes };
}

export {
  saveTmsConnection,
  type TmsConnectionInput,
  TmsConnectionInputError,
} from './domain/tms-connection';
