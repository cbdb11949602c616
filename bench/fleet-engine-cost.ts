/**
 * Engine cost per trip update in a process of its own (issue 19): the facts of one account's
 * active trips read from the database, then every trip projected five times; prints the median
 * cost per trip as JSON. bench/fleet-scale.ts runs it next to its in-process figure, because its
 * own process also holds the simulated world (the stand-in for the TMS and the ELD, ~5 GB at issue
 * 19's size), and every major garbage collection walks that heap; an API fed by a real TMS and ELD
 * holds no such world.
 *
 *   DATABASE_URL=postgres://… pnpm tsx bench/fleet-engine-cost.ts <account id> <clock, ISO 8601>
 */
import { pathToFileURL } from 'node:url';
import { loadTripFacts, projectTrip } from '@fleet/api/fleet-engine';
import { createDatabase } from '@fleet/service-kit/db';
import { median } from './api-support';

const ROUNDS = 5;

/** Projects every fact `ROUNDS` times; the median of the rounds' cost per trip, in ms. */
export function engineCostPerTrip(facts: ReadonlyArray<Parameters<typeof projectTrip>[0]>): number {
  const perTrip: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    for (const f of facts) projectTrip(f);
    perTrip.push((performance.now() - started) / facts.length);
  }
  return median(perTrip);
}

async function main(): Promise<void> {
  const [accountId, clock] = process.argv.slice(2);
  if (!accountId || !clock) throw new Error('usage: fleet-engine-cost.ts <account id> <clock>');
  const db = await createDatabase({ url: process.env.DATABASE_URL });
  try {
    const facts = await loadTripFacts(db, accountId, [], clock);
    if (facts.length === 0) throw new Error(`account ${accountId} has no active trip at ${clock}`);
    console.log(JSON.stringify({ trips: facts.length, msPerTrip: engineCostPerTrip(facts) }));
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
