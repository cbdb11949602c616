import type { Queryable } from '@fleet/service-kit/db';
import type { TaskRecord, TaskRow, TaskWrite } from '../domain/types';

/** The wire shape's columns, type, department and driver joined (document 2 §3 Task). */
const TASK_COLUMNS = `t.id::text AS id, t.task_id, t.status, t.order_id,
  to_char(t.due_date, 'MM/DD/YYYY') AS due_date,
  t.task_type_id, tt.name AS task_type_name, t.department_id, dp.name AS department_name,
  t.trip_id, t.truck_id, t.trailer_id, t.driver_id, dr.name AS driver_name, t.customer_name,
  t.issue_description, t.issue_instruction, t.assigned_to, t.created_by_email, t.created_by_name,
  t.created_at, t.origin, t.is_recurring, t.recurrence_rule, t.series_id::text AS series_id,
  t.occurrence`;

const TASK_FROM = `tasks t
  LEFT JOIN task_types tt ON tt.account_id = t.account_id AND tt.task_type_id = t.task_type_id
  LEFT JOIN task_departments dp
    ON dp.account_id = t.account_id AND dp.department_id = t.department_id
  LEFT JOIN drivers dr ON dr.account_id = t.account_id AND dr.id = t.driver_id`;

/**
 * Every task of the account, newest first, each already as its wire JSON (document 2 §3, the
 * shape `toTask` gives) but for `uploads`, which the caller appends: PostgreSQL builds 10,000
 * of them faster than the driver can hand over their columns for JavaScript to assemble.
 */
export function listTaskDocuments(
  db: Queryable,
  accountId: string,
): Promise<{ id: string; doc: string }[]> {
  return db.query<{ id: string; doc: string }>(
    `SELECT t.id::text AS id, row_to_json(doc)::text AS doc
     FROM ${TASK_FROM}
     CROSS JOIN LATERAL (SELECT
        t.id::text AS "_id",
        t.task_id,
        coalesce(t.status, 'OPEN') AS status,
        t.order_id,
        to_char(t.due_date, 'MM/DD/YYYY') AS due_date,
        t.task_type_id,
        CASE WHEN t.task_type_id IS NOT NULL AND tt.name IS NOT NULL
          THEN json_build_object('task_type_id', t.task_type_id, 'name', tt.name) END
          AS task_type,
        t.department_id,
        CASE WHEN t.department_id IS NOT NULL AND dp.name IS NOT NULL
          THEN json_build_object('department_id', t.department_id, 'name', dp.name) END
          AS department_details,
        t.trip_id,
        t.truck_id,
        t.trailer_id,
        t.driver_id,
        CASE WHEN dr.name IS NOT NULL THEN json_build_object('name', dr.name) END
          AS driver_details,
        t.customer_name,
        json_build_object('description', t.issue_description,
          'instruction', t.issue_instruction) AS issue,
        t.assigned_to,
        json_build_object('user_id', t.created_by_email, 'name', t.created_by_name)
          AS created_by,
        to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
        t.origin,
        t.is_recurring,
        t.recurrence_rule,
        t.occurrence
      ) doc
     WHERE t.account_id = $1 ORDER BY t.created_at DESC, t.id`,
    [accountId],
  );
}

export async function findTaskRowById(
  db: Queryable,
  accountId: string,
  id: string,
): Promise<TaskRow | undefined> {
  const [row] = await db.query<TaskRow>(
    `SELECT ${TASK_COLUMNS} FROM ${TASK_FROM} WHERE t.account_id = $1 AND t.id = $2::uuid`,
    [accountId, id],
  );
  return row;
}

/** The stored task by its human id, locked for the change that follows (in a transaction). */
export async function lockTaskByTaskId(
  db: Queryable,
  accountId: string,
  taskId: string,
): Promise<TaskRecord | undefined> {
  const [row] = await db.query<TaskRecord>(
    `SELECT id::text AS id, task_id, status, created_by_email, assignee_emails,
            series_id::text AS series_id, occurrence, is_recurring, recurrence_rule
       FROM tasks WHERE account_id = $1 AND task_id = $2 FOR UPDATE`,
    [accountId, taskId],
  );
  return row;
}

/** The next human number of the account (T-000042), and the list version bumped with it. */
export async function takeTaskNumber(db: Queryable, accountId: string): Promise<number> {
  const [row] = await db.query<{ last_task_number: number }>(
    `INSERT INTO task_accounts (account_id, last_task_number, list_version) VALUES ($1, 1, 1)
     ON CONFLICT (account_id) DO UPDATE
       SET last_task_number = task_accounts.last_task_number + 1,
           list_version = task_accounts.list_version + 1
     RETURNING last_task_number`,
    [accountId],
  );
  return row!.last_task_number;
}

/** Marks the account's task list changed (every write the list shows calls this). */
export async function bumpListVersion(db: Queryable, accountId: string): Promise<void> {
  await db.query(
    `INSERT INTO task_accounts (account_id, list_version) VALUES ($1, 1)
     ON CONFLICT (account_id) DO UPDATE SET list_version = task_accounts.list_version + 1`,
    [accountId],
  );
}

/**
 * What the cached list depends on, read in one round trip: the account's list version and a
 * digest of its drivers' names (driver_details comes from the fleet, which changes on its own).
 */
export async function listFingerprint(
  db: Queryable,
  accountId: string,
): Promise<{ version: string; drivers: string }> {
  const [row] = await db.query<{ version: string | null; drivers: string | null }>(
    `SELECT (SELECT list_version::text FROM task_accounts WHERE account_id = $1) AS version,
            (SELECT md5(string_agg(id || ':' || name, ',' ORDER BY id))
               FROM drivers WHERE account_id = $1) AS drivers`,
    [accountId],
  );
  return { version: row?.version ?? '0', drivers: row?.drivers ?? '' };
}

const WRITE_COLUMNS = [
  'order_id',
  'due_date',
  'task_type_id',
  'department_id',
  'trip_id',
  'truck_id',
  'trailer_id',
  'driver_id',
  'customer_name',
  'issue_description',
  'issue_instruction',
  'assigned_to',
  'assignee_emails',
  'origin',
  'is_recurring',
  'recurrence_rule',
] as const;

function writeParams(write: TaskWrite) {
  return [
    write.order_id,
    write.due_date,
    write.task_type_id,
    write.department_id,
    write.trip_id,
    write.truck_id,
    write.trailer_id,
    write.driver_id,
    write.customer_name,
    write.issue_description,
    write.issue_instruction,
    JSON.stringify(write.assigned_to),
    write.assigned_to.map((p) => p.user_id.toLowerCase()),
    write.origin === null ? null : JSON.stringify(write.origin),
    write.is_recurring,
    write.recurrence_rule === null ? null : JSON.stringify(write.recurrence_rule),
  ];
}

export async function insertTask(
  db: Queryable,
  row: {
    accountId: string;
    id: string;
    taskId: string;
    status: string;
    createdBy: { email: string; name: string };
    createdAt: Date;
    seriesId: string | null;
    occurrence: number | null;
  } & { write: TaskWrite },
): Promise<void> {
  const params = writeParams(row.write);
  const placeholders = params.map((_, i) => `$${i + 10}`);
  await db.query(
    `INSERT INTO tasks (account_id, id, task_id, status, created_by_email, created_by_name,
       created_at, series_id, occurrence, ${WRITE_COLUMNS.join(', ')})
     VALUES ($1, $2::uuid, $3, $4, $5, $6, $7, $8::uuid, $9, ${placeholders.join(', ')})`,
    [
      row.accountId,
      row.id,
      row.taskId,
      row.status,
      row.createdBy.email,
      row.createdBy.name,
      row.createdAt,
      row.seriesId,
      row.occurrence,
      ...params,
    ],
  );
}

export async function updateTaskRow(
  db: Queryable,
  accountId: string,
  id: string,
  change: { write: TaskWrite; status: string; seriesId: string | null; occurrence: number | null },
): Promise<void> {
  const params = writeParams(change.write);
  const sets = WRITE_COLUMNS.map((column, i) => `${column} = $${i + 6}`);
  await db.query(
    `UPDATE tasks SET status = $3, series_id = $4::uuid, occurrence = $5, updated_at = now(),
       ${sets.join(', ')}
     WHERE account_id = $1 AND id = $2::uuid`,
    [accountId, id, change.status, change.seriesId, change.occurrence, ...params],
  );
}

export async function setTaskStatus(
  db: Queryable,
  accountId: string,
  id: string,
  status: string,
): Promise<void> {
  await db.query(
    'UPDATE tasks SET status = $3, updated_at = now() WHERE account_id = $1 AND id = $2::uuid',
    [accountId, id, status],
  );
}

/** The fields an occurrence copies: those of the series' latest task. */
export async function latestOccurrence(
  db: Queryable,
  accountId: string,
  seriesId: string,
): Promise<(TaskWrite & { created_by_email: string; created_by_name: string }) | undefined> {
  const [row] = await db.query<
    Omit<TaskWrite, 'due_date'> & { created_by_email: string; created_by_name: string }
  >(
    `SELECT order_id, task_type_id, department_id, trip_id, truck_id, trailer_id, driver_id,
            customer_name, issue_description, issue_instruction, assigned_to, origin,
            is_recurring, recurrence_rule, created_by_email, created_by_name
       FROM tasks WHERE account_id = $1 AND series_id = $2::uuid
      ORDER BY occurrence DESC LIMIT 1`,
    [accountId, seriesId],
  );
  return row ? { ...row, due_date: null } : undefined;
}

export async function countTasksLinkedTo(
  db: Queryable,
  accountId: string,
  column: 'task_type_id' | 'department_id',
  id: string,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM tasks WHERE account_id = $1 AND ${column} = $2`,
    [accountId, id],
  );
  return row?.n ?? 0;
}

export async function clearTaskLinks(
  db: Queryable,
  accountId: string,
  column: 'task_type_id' | 'department_id',
  id: string,
): Promise<number> {
  const rows = await db.query(
    `UPDATE tasks SET ${column} = NULL, updated_at = now()
      WHERE account_id = $1 AND ${column} = $2 RETURNING id`,
    [accountId, id],
  );
  return rows.length;
}
