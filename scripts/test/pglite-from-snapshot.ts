import { loadPgliteFromSnapshot, SNAPSHOT_ENV } from './pglite-snapshot';

// The node project's setup file: in-memory PGlite databases start from the run's snapshot.
const file = process.env[SNAPSHOT_ENV];
if (file) await loadPgliteFromSnapshot(file);
