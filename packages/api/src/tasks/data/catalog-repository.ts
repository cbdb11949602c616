import type { Queryable } from '@fleet/service-kit/db';

/** Task types and departments share one shape of table; `kind` names which. */
export type CatalogKind = 'task type' | 'department';

export interface CatalogRow {
  id: string;
  name: string;
  description: string;
  is_active: boolean;
}

const TABLES = {
  'task type': { table: 'task_types', id: 'task_type_id', description: 'description' },
  department: { table: 'task_departments', id: 'department_id', description: "''" },
} as const;

export function catalogColumn(kind: CatalogKind): 'task_type_id' | 'department_id' {
  return TABLES[kind].id;
}

export function listCatalog(
  db: Queryable,
  kind: CatalogKind,
  accountId: string,
): Promise<CatalogRow[]> {
  const t = TABLES[kind];
  return db.query<CatalogRow>(
    `SELECT ${t.id} AS id, name, ${t.description} AS description, is_active
       FROM ${t.table} WHERE account_id = $1 ORDER BY lower(name), ${t.id}`,
    [accountId],
  );
}

export async function findCatalogEntry(
  db: Queryable,
  kind: CatalogKind,
  accountId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CatalogRow | undefined> {
  const t = TABLES[kind];
  const [row] = await db.query<CatalogRow>(
    `SELECT ${t.id} AS id, name, ${t.description} AS description, is_active
       FROM ${t.table} WHERE account_id = $1 AND ${t.id} = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [accountId, id],
  );
  return row;
}

/** Inserts unless the id is taken; false when it was. */
export async function insertCatalogEntry(
  db: Queryable,
  kind: CatalogKind,
  accountId: string,
  row: CatalogRow,
): Promise<boolean> {
  const inserted =
    kind === 'task type'
      ? await db.query(
          `INSERT INTO task_types (account_id, task_type_id, name, description, is_active)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING task_type_id`,
          [accountId, row.id, row.name, row.description, row.is_active],
        )
      : await db.query(
          `INSERT INTO task_departments (account_id, department_id, name, is_active)
           VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING department_id`,
          [accountId, row.id, row.name, row.is_active],
        );
  return inserted.length === 1;
}

export async function updateCatalogEntry(
  db: Queryable,
  kind: CatalogKind,
  accountId: string,
  row: CatalogRow,
): Promise<void> {
  if (kind === 'task type') {
    await db.query(
      `UPDATE task_types SET name = $3, description = $4, is_active = $5
        WHERE account_id = $1 AND task_type_id = $2`,
      [accountId, row.id, row.name, row.description, row.is_active],
    );
  } else {
    await db.query(
      `UPDATE task_departments SET name = $3, is_active = $4
        WHERE account_id = $1 AND department_id = $2`,
      [accountId, row.id, row.name, row.is_active],
    );
  }
}

export async function deleteCatalogEntry(
  db: Queryable,
  kind: CatalogKind,
  accountId: string,
  id: string,
): Promise<void> {
  const t = TABLES[kind];
  await db.query(`DELETE FROM ${t.table} WHERE account_id = $1 AND ${t.id} = $2`, [accountId, id]);
}

/** The ids among `ids` that the account has (to refuse unknown ones on a task). */
export async function existingCatalogIds(
  db: Queryable,
  kind: CatalogKind,
  accountId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const t = TABLES[kind];
  const rows = await db.query<{ id: string }>(
    `SELECT ${t.id} AS id FROM ${t.table} WHERE account_id = $1 AND ${t.id} = ANY($2::text[])`,
    [accountId, ids],
  );
  return new Set(rows.map((r) => r.id));
}
