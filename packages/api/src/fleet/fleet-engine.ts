/**
 * The fleet engine's parts measured one by one by bench/fleet-scale.ts, exported as
 * `@fleet/api/fleet-engine`: the fleet source of an account, the facts of a trip as loaded from
 * the tables, and the projection of a trip from them (pure).
 */
export { ensureFleetSource } from './data/fleet-sources-repository';
export { loadTripFacts } from './domain/fleet-sync';
export { projectTrip } from './domain/trip-view';
