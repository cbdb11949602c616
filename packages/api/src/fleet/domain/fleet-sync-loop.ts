import type { Logger } from '@fleet/service-kit';
import type { Database, Queryable } from '@fleet/service-kit/db';
import { findAccountById } from '../../identity/data/accounts-repository';
import { fleetProvidersFor, fleetSourceProblems } from '../../providers';
import { listFleetSources } from '../data/fleet-sources-repository';
import { type SyncReport, syncFleet } from './fleet-sync';
import type { FleetProviders } from './providers';
import type { FleetSourceRow } from './types';

export interface FleetSyncLoop {
  /** Syncs every account with a fleet source now; resolves when all are done. */
  syncAll(): Promise<SyncReport[]>;
  stop(): Promise<void>;
}

/**
 * The simulated world's present: real time since the world's epoch, scaled by its speed, so a
 * demo can run faster than life while staying deterministic for a given real clock.
 */
export function simulatedNow(source: Pick<FleetSourceRow, 'epoch' | 'speed'>, real: Date): Date {
  const epoch = Date.parse(source.epoch);
  return new Date(epoch + (real.getTime() - epoch) * source.speed);
}

/** The source's present: the simulated world's clock, or real time for a TMS. */
function sourceNow(source: FleetSourceRow, real: Date): Date {
  return source.provider === 'simulator' ? simulatedNow(source, real) : real;
}

/**
 * Checks once at start that every account's fleet source can work (a TMS source needs
 * FLEET_CREDENTIALS_KEY, its settings and a secret that decrypts): throws one message naming
 * each account that cannot and what is missing. Simulators always can and are not built here.
 */
export async function checkFleetSources(
  db: Queryable,
  options: { credentialsKey?: Buffer },
): Promise<void> {
  const problems: string[] = [];
  for (const source of await listFleetSources(db)) {
    if (source.provider === 'simulator') continue;
    let found = fleetSourceProblems(source, options);
    if (found.length === 0) {
      try {
        fleetProvidersFor(source, () => new Date(), options);
      } catch (error) {
        found = [(error as Error).message];
      }
    }
    if (found.length === 0) continue;
    const account = await findAccountById(db, source.account_id);
    problems.push(
      `account "${account?.name ?? 'unknown'}" (${source.account_id}), fleet provider '${source.provider}': ${found.join('; ')}`,
    );
  }
  if (problems.length > 0) {
    throw new Error(
      `Fleet sources that cannot work:\n  - ${problems.join('\n  - ')}\nSet FLEET_CREDENTIALS_KEY to the key the secrets were stored with, or connect the account again (pnpm admin fleet:connect-alvys).`,
    );
  }
}

/**
 * Runs a sync of every account's fleet every intervalMs (the first at once); 0 runs none until
 * syncAll() is called. Each account's providers are built once and kept until its source changes.
 * An account whose sync fails is logged and the others still sync.
 */
export function startFleetSyncLoop(deps: {
  db: Database;
  logger: Logger;
  intervalMs: number;
  clock?: () => Date;
  /** FLEET_CREDENTIALS_KEY: decrypts the secrets of TMS sources. */
  credentialsKey?: Buffer;
}): FleetSyncLoop {
  const clock = deps.clock ?? (() => new Date());
  const built = new Map<string, { key: string; providers: FleetProviders }>();
  const repaired = new Set<string>();
  let running: Promise<SyncReport[]> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const providersFor = (source: FleetSourceRow) => {
    // A source replaced while running (the admin CLI connected a TMS) is built anew.
    const key = JSON.stringify([
      source.provider,
      source.seed,
      source.epoch,
      source.speed,
      source.size,
      source.settings,
      source.credentials,
    ]);
    const cached = built.get(source.account_id);
    if (cached?.key === key) return cached.providers;
    const providers = fleetProvidersFor(source, () => sourceNow(source, clock()), {
      credentialsKey: deps.credentialsKey,
      warn: (message, detail) =>
        deps.logger.warn(
          { account_id: source.account_id, provider: source.provider, ...detail },
          message,
        ),
    });
    built.set(source.account_id, { key, providers });
    return providers;
  };

  const syncOnce = async (): Promise<SyncReport[]> => {
    const reports: SyncReport[] = [];
    for (const source of await listFleetSources(deps.db)) {
      if (stopped) break;
      const started = performance.now();
      const now = sourceNow(source, clock()).toISOString();
      // Stored views that predate a projection fix are looked for once per account and process.
      const repairStaleViews = !repaired.has(source.account_id);
      let report: SyncReport;
      try {
        report = await syncFleet(deps.db, source.account_id, providersFor(source), now, {
          repairStaleViews,
        });
      } catch (error) {
        deps.logger.error(
          { err: error, account_id: source.account_id, provider: source.provider },
          'fleet sync of an account failed',
        );
        continue;
      }
      repaired.add(source.account_id);
      deps.logger.info({ ...report, ms: Math.round(performance.now() - started) }, 'fleet synced');
      reports.push(report);
    }
    return reports;
  };

  const syncAll = () => {
    running ??= syncOnce().finally(() => {
      running = undefined;
    });
    return running;
  };

  const tick = () => {
    syncAll()
      .catch((error: unknown) => deps.logger.error({ err: error }, 'fleet sync failed'))
      .finally(() => {
        if (!stopped && deps.intervalMs > 0) timer = setTimeout(tick, deps.intervalMs);
      });
  };
  if (deps.intervalMs > 0) timer = setTimeout(tick, 0);

  return {
    syncAll,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
