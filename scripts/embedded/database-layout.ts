import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface ServiceDatabase {
  /** The PGlite data directory (DATA_DIR). */
  dataDir: string;
  /** The schema the service's tables live in (DATABASE_SCHEMA). */
  schema: string;
}

export interface EmbeddedDatabaseLayout {
  api: ServiceDatabase;
  voice: ServiceDatabase;
  /** 'shared': one PGlite cluster, a schema per service; 'separate': the layout before it. */
  kind: 'shared' | 'separate';
}

const nonEmpty = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/**
 * Where the embedded default keeps each service's tables under its data directory. A new data
 * directory holds one PGlite cluster in `db/` with the schemas `api` and `voice`: one WASM
 * instance instead of two (idle memory 880 → 801 MiB, median of 3) and one database to open at
 * start. A data directory made before that (`api/` and `voice/`, each a cluster with its tables
 * in public) keeps its layout, so an existing install never loses its data on upgrade.
 */
export function embeddedDatabaseLayout(dataRoot: string): EmbeddedDatabaseLayout {
  const root = path.resolve(dataRoot);
  if (nonEmpty(path.join(root, 'api')) || nonEmpty(path.join(root, 'voice'))) {
    return {
      kind: 'separate',
      api: { dataDir: path.join(root, 'api'), schema: 'public' },
      voice: { dataDir: path.join(root, 'voice'), schema: 'public' },
    };
  }
  const shared = path.join(root, 'db');
  return {
    kind: 'shared',
    api: { dataDir: shared, schema: 'api' },
    voice: { dataDir: shared, schema: 'voice' },
  };
}

/**
 * The environment for an admin CLI run from the repository root (`pnpm admin`, `pnpm
 * voice-admin`): with neither DATABASE_URL nor DATA_DIR set, the embedded product's database for
 * that service under ./data; otherwise the environment as given.
 */
export function adminEnvironment(
  service: 'api' | 'voice',
  env: NodeJS.ProcessEnv,
  dataRoot: string,
): NodeJS.ProcessEnv {
  if (env.DATABASE_URL || env.DATA_DIR) return env;
  const target = embeddedDatabaseLayout(dataRoot)[service];
  return { ...env, DATA_DIR: target.dataDir, DATABASE_SCHEMA: target.schema };
}
