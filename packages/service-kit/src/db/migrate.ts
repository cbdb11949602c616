import type { Database } from './database';

export interface Migration {
  /** Sortable and unique, e.g. '0001_identity'. Never rename or edit one that has shipped. */
  id: string;
  sql: string;
}

/**
 * Applies each migration not yet recorded in schema_migrations, in the given order, each in its
 * own transaction. Holds an advisory lock meanwhile so replicas starting together take turns.
 * Returns the ids it applied.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const migration of migrations) {
    if (ids.has(migration.id)) throw new Error(`Duplicate migration id ${migration.id}`);
    ids.add(migration.id);
  }
  return db.withLock(`schema_migrations:${db.schema}`, async (locked) => {
    await locked.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
        id text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`,
    );
    const done = new Set(
      (await locked.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.id)) continue;
      try {
        await db.transaction(async (tx) => {
          await tx.exec(migration.sql);
          await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
        });
      } catch (error) {
        throw new Error(`Migration ${migration.id} failed: ${String(error)}`, { cause: error });
      }
      applied.push(migration.id);
    }
    return applied;
  });
}
