import type { Logger } from '@fleet/service-kit';
import type { Database } from '@fleet/service-kit/db';
import { fleetProvidersFor } from '../../providers';
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

/**
 * Runs a sync of every account's fleet every intervalMs (the first at once); 0 runs none until
 * syncAll() is called. Each account's simulator is built once and kept.
 */
export function startFleetSyncLoop(deps: {
  db: Database;
  logger: Logger;
  intervalMs: number;
  clock?: () => Date;
}): FleetSyncLoop {
  const clock = deps.clock ?? (() => new Date());
  const simulators = new Map<string, FleetProviders>();
  const repaired = new Set<string>();
  let running: Promise<SyncReport[]> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const providersFor = (source: FleetSourceRow) => {
    let providers = simulators.get(source.account_id);
    if (!providers) {
      providers = fleetProvidersFor(source, () => simulatedNow(source, clock()));
      simulators.set(source.account_id, providers);
    }
    return providers;
  };

  const syncOnce = async (): Promise<SyncReport[]> => {
    const reports: SyncReport[] = [];
    for (const source of await listFleetSources(deps.db)) {
      if (stopped) break;
      const started = performance.now();
      const now = simulatedNow(source, clock()).toISOString();
      // Stored views that predate a projection fix are looked for once per account and process.
      const repairStaleViews = !repaired.has(source.account_id);
      const report = await syncFleet(deps.db, source.account_id, providersFor(source), now, {
        repairStaleViews,
      });
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
