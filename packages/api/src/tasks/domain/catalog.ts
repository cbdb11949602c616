import {
  type Department,
  linkedTasksWarning,
  lookupIdFromName,
  type TaskType,
} from '@fleet/contracts';
import type { Database } from '@fleet/service-kit/db';
import {
  type CatalogKind,
  type CatalogRow,
  catalogColumn,
  deleteCatalogEntry,
  findCatalogEntry,
  insertCatalogEntry,
  listCatalog,
  updateCatalogEntry,
} from '../data/catalog-repository';
import { bumpListVersion, clearTaskLinks, countTasksLinkedTo } from '../data/tasks-repository';
import { invalid, retryingConflicts, TasksError } from './errors';

/**
 * Task types and departments (document 2 §2.6, §3): ids derived from the name (upper case,
 * spaces to hyphens) and kept when the name changes later; a delete that tasks depend on is
 * refused with the count, or with force clears the tasks' link in the same transaction.
 */

export function asTaskType(row: CatalogRow): TaskType {
  return {
    task_type_id: row.id,
    name: row.name,
    description: row.description,
    is_active: row.is_active,
  };
}

export function asDepartment(row: CatalogRow): Department {
  return { department_id: row.id, name: row.name, is_active: row.is_active };
}

export function listEntries(db: Database, kind: CatalogKind, accountId: string) {
  return listCatalog(db, kind, accountId);
}

const idField = (kind: CatalogKind) => catalogColumn(kind);

function notFound(kind: CatalogKind, id: string): TasksError {
  return new TasksError(404, 'tasks/not-found', `There is no ${kind} "${id}"`);
}

function duplicate(kind: CatalogKind, name: string, id: string): TasksError {
  return new TasksError(
    409,
    'tasks/duplicate',
    `A ${kind} named "${name}" already exists (its id ${id} is taken)`,
  );
}

export async function createEntry(
  db: Database,
  kind: CatalogKind,
  accountId: string,
  body: { id?: string; name: string; description?: string; is_active: boolean },
): Promise<CatalogRow> {
  const id = lookupIdFromName(body.name);
  if (body.id && body.id !== id) {
    throw invalid(
      idField(kind),
      `${idField(kind)} must be derived from the name: "${id}" for "${body.name}"`,
    );
  }
  const row: CatalogRow = {
    id,
    name: body.name,
    description: body.description ?? '',
    is_active: body.is_active,
  };
  if (!(await insertCatalogEntry(db, kind, accountId, row))) throw duplicate(kind, body.name, id);
  return row;
}

export async function updateEntry(
  db: Database,
  kind: CatalogKind,
  accountId: string,
  id: string,
  patch: { name?: string; description?: string; is_active?: boolean },
): Promise<CatalogRow> {
  return retryingConflicts(() =>
    db.transaction(async (tx) => {
      const current = await findCatalogEntry(tx, kind, accountId, id, { lock: true });
      if (!current) throw notFound(kind, id);
      const next: CatalogRow = {
        ...current,
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.is_active !== undefined ? { is_active: patch.is_active } : {}),
      };
      // The id stays; a new name may not be another entry's name.
      const nameId = lookupIdFromName(next.name);
      if (nameId !== id && (await findCatalogEntry(tx, kind, accountId, nameId))) {
        throw duplicate(kind, next.name, nameId);
      }
      await updateCatalogEntry(tx, kind, accountId, next);
      await bumpListVersion(tx, accountId);
      return next;
    }),
  );
}

/**
 * Deletes an entry. Tasks linked: 409 with their count and the screen's warning, nothing
 * deleted; with force, the tasks keep working with no type/department and the count is given.
 */
export async function deleteEntry(
  db: Database,
  kind: CatalogKind,
  accountId: string,
  id: string,
  force: boolean,
): Promise<{ unlinked_tasks: number }> {
  try {
    return await retryingConflicts(() =>
      db.transaction(async (tx) => {
        const current = await findCatalogEntry(tx, kind, accountId, id, { lock: true });
        if (!current) throw notFound(kind, id);
        const column = catalogColumn(kind);
        const linked = await countTasksLinkedTo(tx, accountId, column, id);
        if (linked > 0 && !force) throw linkedError(kind, linked);
        const unlinked = linked > 0 ? await clearTaskLinks(tx, accountId, column, id) : 0;
        await deleteCatalogEntry(tx, kind, accountId, id);
        await bumpListVersion(tx, accountId);
        return { unlinked_tasks: unlinked };
      }),
    );
  } catch (error) {
    // A task linked meanwhile (foreign key): refused like any linked delete.
    if ((error as { code?: string }).code === '23503') {
      const column = catalogColumn(kind);
      throw linkedError(kind, Math.max(1, await countTasksLinkedTo(db, accountId, column, id)));
    }
    throw error;
  }
}

function linkedError(kind: CatalogKind, count: number): TasksError {
  return new TasksError(409, 'tasks/linked', linkedTasksWarning(count, kind), {
    linked_tasks: count,
  });
}
