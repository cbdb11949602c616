import { randomBytes } from 'node:crypto';
import type { DitatUpdateLoadInputRequest, LoadRecord, LoadSavedAnswer } from '@fleet/contracts';
import type { Database } from '@fleet/service-kit/db';
import type { Trip } from '../../fleet/domain/model';
import { TmsConnectionError } from '../../providers';
import { type RemoteTms, type TmsAnswer, TmsUnavailableError } from '../../providers/tms/types';
import { insertTmsLoadRevenue } from '../../reports/data/report-facts-writer';
import { referenceOf } from '../data/reference-repository';
import { insertTmsLoad } from '../data/tms-loads-repository';
import { buildTrip, loadRecordOfDitat } from './builtin-trip';
import { validateDitatInput } from './ditat-validation';
import { LoadRefused, LoadsError } from './errors';
import { projectStoredTrip, storeTrip } from './project-trip';

export interface SaveLoadDeps {
  db: Database;
  clock: () => Date;
  /** The account's remote TMS; undefined: the built-in TMS (providers/index.ts tmsFor). */
  tmsOf(accountId: string): Promise<RemoteTms | undefined>;
  warn?: (message: string, detail: Record<string, unknown>) => void;
  /** A built-in trip was stored (app.ts asks the fleet loop for a sync, so the list shows it). */
  onTripSaved?: (accountId: string) => void;
}

export interface Saver {
  accountId: string;
  email: string;
}

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'L-' and 8 characters without look-alikes: short enough to copy, read and search. */
export function newLoadId(): string {
  const bytes = randomBytes(8);
  return `L-${Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('')}`;
}

/**
 * The trip's view now; if that fails the load is saved all the same (the answer says so) and the
 * account's next fleet sync projects the trip with the others.
 */
async function projectSoon(deps: SaveLoadDeps, accountId: string, trip: Trip, now: string) {
  try {
    await projectStoredTrip(deps.db, accountId, trip, now);
    deps.onTripSaved?.(accountId);
  } catch (error) {
    deps.warn?.('built-in trip not projected; the next fleet sync will', {
      tripId: trip.id,
      error: (error as Error).message,
    });
  }
}

async function remoteOf(deps: SaveLoadDeps, accountId: string) {
  try {
    return await deps.tmsOf(accountId);
  } catch (error) {
    if (error instanceof TmsConnectionError) {
      throw new LoadsError(503, 'loads/tms-connection', error.message);
    }
    throw error;
  }
}

async function sendTo(remote: RemoteTms, send: () => Promise<TmsAnswer>): Promise<string> {
  let answer: TmsAnswer;
  try {
    answer = await send();
  } catch (error) {
    if (error instanceof TmsUnavailableError) {
      throw new LoadsError(
        502,
        'loads/tms-unavailable',
        `The ${remote.name === 'ditat' ? 'Ditat' : 'Alvys'} TMS did not take the load: ${error.message}`,
      );
    }
    throw error;
  }
  if (!answer.ok) throw new LoadRefused(answer.validationErrors);
  return answer.externalId;
}

/** The reports' row of a load saved into the built-in TMS (reports/data/report-facts-writer). */
function revenueOf(trip: Trip, load: LoadRecord, saver: Saver) {
  const lastStop = trip.stops.at(-1);
  return {
    tripId: trip.id,
    truckId: trip.truckId,
    truckNumber: load.carrier.truck,
    dispatchedAt: trip.dispatchedAt,
    plannedDeliveryAt: lastStop ? (lastStop.appointmentEnd ?? lastStop.appointment) : null,
    linehaul: load.linehaul_rate,
    fuelSurcharge: load.fuel_surcharge,
    savedBy: saver.email,
  };
}

/**
 * POST /v1/addexternalload/: the generic Load record into the account's TMS. Built-in: the load
 * and its trip (monitoring shows it) are stored in one transaction, or nothing when the trip
 * cannot be made (LoadRefused). Remote: sent first; stored only once the TMS has taken it.
 */
export async function saveGenericLoad(
  deps: SaveLoadDeps,
  saver: Saver,
  load: LoadRecord,
): Promise<LoadSavedAnswer> {
  const remote = await remoteOf(deps, saver.accountId);
  const id = newLoadId();
  if (remote) {
    const externalId = await sendTo(remote, () => remote.createLoad(load));
    await insertTmsLoad(deps.db, saver.accountId, {
      id,
      tms: remote.name,
      externalId,
      tripId: null,
      record: load,
      createdBy: saver.email,
    });
    return { id };
  }
  const ref = await referenceOf(deps.db, saver.accountId);
  const now = deps.clock().toISOString();
  const built = buildTrip(id, load, ref, now);
  if (!built.ok) throw new LoadRefused(built.errors);
  await deps.db.transaction(async (tx) => {
    await insertTmsLoad(tx, saver.accountId, {
      id,
      tms: 'builtin',
      externalId: id,
      tripId: id,
      record: load,
      createdBy: saver.email,
    });
    await storeTrip(tx, saver.accountId, built.trip);
    await insertTmsLoadRevenue(tx, saver.accountId, revenueOf(built.trip, load, saver));
  });
  await projectSoon(deps, saver.accountId, built.trip, now);
  return { id };
}

/**
 * POST /v1/load-creation/ditat/update-load-input: checked first (ditat-validation.ts, over the
 * account's customer and location keys), then into the account's TMS: Ditat takes the input as
 * is; Alvys and the built-in TMS take it as the Load record it describes. The built-in TMS makes
 * a trip when every stop has a location of the account (DEFAULT has no place: no trip).
 */
export async function saveDitatLoad(
  deps: SaveLoadDeps,
  saver: Saver,
  input: DitatUpdateLoadInputRequest,
): Promise<LoadSavedAnswer> {
  const ref = await referenceOf(deps.db, saver.accountId);
  const customers = new Set(ref.customers.map((c) => c.id));
  const locations = new Set(ref.facilities.map((f) => f.id));
  const errors = validateDitatInput(input, {
    customer: (key) => customers.has(key),
    location: (key) => locations.has(key),
  });
  if (errors.length > 0) throw new LoadRefused(errors);

  const record = loadRecordOfDitat(input, ref);
  const remote = await remoteOf(deps, saver.accountId);
  const id = newLoadId();
  if (remote) {
    const externalId = await sendTo(remote, () =>
      remote.createDitatLoad ? remote.createDitatLoad(input) : remote.createLoad(record),
    );
    await insertTmsLoad(deps.db, saver.accountId, {
      id,
      tms: remote.name,
      externalId,
      tripId: null,
      record,
      createdBy: saver.email,
    });
    return { id };
  }
  const now = deps.clock().toISOString();
  const placed = record.stops.every((s) => s.company_id);
  const built = placed ? buildTrip(id, record, ref, now) : null;
  if (built && !built.ok) throw new LoadRefused(built.errors);
  await deps.db.transaction(async (tx) => {
    await insertTmsLoad(tx, saver.accountId, {
      id,
      tms: 'builtin',
      externalId: id,
      tripId: built?.ok ? id : null,
      record,
      createdBy: saver.email,
    });
    if (built?.ok) {
      await storeTrip(tx, saver.accountId, built.trip);
      await insertTmsLoadRevenue(tx, saver.accountId, revenueOf(built.trip, record, saver));
    }
  });
  if (built?.ok) await projectSoon(deps, saver.accountId, built.trip, now);
  return { id };
}
