import { randomUUID } from 'node:crypto';
import type { RecurrenceRule, Task, TaskCreate, TaskStatus, TaskUpdate } from '@fleet/contracts';
import type { Database, Queryable } from '@fleet/service-kit/db';
import { isoDate } from '../../calendar/epoch-day';
import { attachmentsByOrigin } from '../../notes/domain/attachments';
import { existingCatalogIds } from '../data/catalog-repository';
import { endSeries, lockSeries, type SeriesRow } from '../data/series-repository';
import {
  bumpListVersion,
  findTaskRowById,
  insertTask,
  lockTaskByTaskId,
  setTaskStatus,
  takeTaskNumber,
  updateTaskRow,
} from '../data/tasks-repository';
import { invalid, retryingConflicts, TasksError, taskNotFound, vanishedReference } from './errors';
import { parseUsDate } from './recurrence';
import { changeSeriesRule, formatTaskId, onOccurrenceResolved, startSeries } from './series';
import type { Actor, TaskRecord, TaskRow, TaskWrite } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored row in the wire shape of document 2 §3 (uploads from the notes component). */
export function toTask(row: TaskRow, uploads: Task['uploads'] = []): Task {
  return {
    _id: row.id,
    task_id: row.task_id,
    status: row.status ?? 'OPEN',
    order_id: row.order_id,
    due_date: row.due_date,
    task_type_id: row.task_type_id,
    task_type:
      row.task_type_id && row.task_type_name !== null
        ? { task_type_id: row.task_type_id, name: row.task_type_name }
        : null,
    department_id: row.department_id,
    department_details:
      row.department_id && row.department_name !== null
        ? { department_id: row.department_id, name: row.department_name }
        : null,
    trip_id: row.trip_id,
    truck_id: row.truck_id,
    trailer_id: row.trailer_id,
    driver_id: row.driver_id,
    driver_details: row.driver_name === null ? null : { name: row.driver_name },
    customer_name: row.customer_name,
    issue: { description: row.issue_description, instruction: row.issue_instruction },
    assigned_to: row.assigned_to,
    created_by: { user_id: row.created_by_email, name: row.created_by_name },
    created_at: new Date(row.created_at).toISOString(),
    origin: row.origin as Task['origin'],
    is_recurring: row.is_recurring,
    recurrence_rule: row.recurrence_rule,
    occurrence: row.occurrence,
    uploads,
  };
}

export async function getTask(db: Queryable, accountId: string, id: string): Promise<Task> {
  if (!UUID.test(id)) throw taskNotFound();
  const row = await findTaskRowById(db, accountId, id);
  if (!row) throw taskNotFound();
  const uploads = await attachmentsByOrigin(db, accountId, 'TASK', [row.id]);
  return toTask(row, uploads.get(row.id) ?? []);
}

/**
 * §6: the creator may resolve or reopen a task in any status; an assignee only while it is OPEN
 * or REOPEN. People are matched by e-mail, case aside.
 */
export function mayChangeStatus(
  task: Pick<TaskRecord, 'created_by_email' | 'assignee_emails' | 'status'>,
  email: string,
): boolean {
  const me = email.trim().toLowerCase();
  if (task.created_by_email.toLowerCase() === me) return true;
  const open = task.status === 'OPEN' || task.status === 'REOPEN';
  return open && task.assignee_emails.includes(me);
}

export const STATUS_REFUSED =
  'Only the creator or an assignee of an open task can resolve or reopen it';

function checkMayChangeStatus(task: TaskRecord, actor: Actor) {
  if (!mayChangeStatus(task, actor.email)) {
    throw new TasksError(403, 'tasks/forbidden', STATUS_REFUSED);
  }
}

/** The recurrence of a request: a rule exactly when is_recurring (a clear 400 otherwise). */
function recurrenceOf(body: TaskCreate): RecurrenceRule | null {
  if (body.is_recurring && !body.recurrence_rule) {
    throw invalid('recurrence_rule', 'recurrence_rule is required when is_recurring is true');
  }
  if (!body.is_recurring && body.recurrence_rule) {
    throw invalid('is_recurring', 'is_recurring must be true when a recurrence_rule is sent');
  }
  // end_date and max_occurence_count may both be set: whichever comes first ends the series.
  return body.recurrence_rule ?? null;
}

async function checkReferences(db: Queryable, accountId: string, body: TaskCreate) {
  if (body.task_type_id) {
    const known = await existingCatalogIds(db, 'task type', accountId, [body.task_type_id]);
    if (!known.has(body.task_type_id)) {
      throw invalid('task_type_id', `task_type_id: there is no task type "${body.task_type_id}"`);
    }
  }
  if (body.department_id) {
    const known = await existingCatalogIds(db, 'department', accountId, [body.department_id]);
    if (!known.has(body.department_id)) {
      throw invalid(
        'department_id',
        `department_id: there is no department "${body.department_id}"`,
      );
    }
  }
}

function writeOf(body: TaskCreate, rule: RecurrenceRule | null): TaskWrite {
  const blank = (value: string | null | undefined) => (value ? value : null);
  return {
    order_id: blank(body.order_id),
    due_date: body.due_date ? isoDate(parseUsDate(body.due_date)) : null,
    task_type_id: blank(body.task_type_id),
    department_id: blank(body.department_id),
    trip_id: blank(body.trip_id),
    truck_id: blank(body.truck_id),
    trailer_id: blank(body.trailer_id),
    driver_id: blank(body.driver_id),
    customer_name: blank(body.customer_name),
    issue_description: body.issue.description,
    issue_instruction: body.issue.instruction,
    assigned_to: body.assigned_to,
    origin: body.origin ?? null,
    is_recurring: rule !== null,
    recurrence_rule: rule,
  };
}

async function creatorName(db: Queryable, actor: Actor): Promise<string> {
  const [row] = await db.query<{ display_name: string | null }>(
    'SELECT display_name FROM users WHERE account_id = $1 AND id = $2::uuid',
    [actor.accountId, actor.userId],
  );
  return row?.display_name?.trim() || (actor.email.split('@')[0] ?? actor.email);
}

/** POST /v1/tasks/task: a new OPEN task (occurrence 1 of a new series when it recurs). */
export async function createTask(
  db: Database,
  actor: Actor,
  body: TaskCreate,
  now: Date,
): Promise<Task> {
  const rule = recurrenceOf(body);
  await checkReferences(db, actor.accountId, body);
  const name = await creatorName(db, actor);
  const id = randomUUID();
  await writing(() =>
    db.transaction(async (tx) => {
      const number = await takeTaskNumber(tx, actor.accountId);
      const seriesId = rule ? await startSeries(tx, actor.accountId, rule, now) : null;
      await insertTask(tx, {
        accountId: actor.accountId,
        id,
        taskId: formatTaskId(number),
        status: 'OPEN',
        createdBy: { email: actor.email, name },
        createdAt: now,
        seriesId,
        occurrence: seriesId ? 1 : null,
        write: writeOf(body, rule),
      });
    }),
  );
  return getTask(db, actor.accountId, id);
}

/** A write transaction: retried on a deadlock, a vanished type or department a clear 400. */
async function writing<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await retryingConflicts(fn);
  } catch (error) {
    throw vanishedReference(error) ?? error;
  }
}

/** The status a PUT asks for, given the stored one (see the contracts' taskUpdateSchema). */
function statusAfter(current: TaskStatus, asked: TaskStatus | undefined): TaskStatus {
  if (asked === undefined) return current;
  if (asked === 'RESOLVED') return 'RESOLVED';
  return current === 'RESOLVED' ? 'REOPEN' : current;
}

/** PUT /v1/tasks/task: replaces the task's fields; a status change obeys §6. */
export async function updateTask(
  db: Database,
  actor: Actor,
  body: TaskUpdate,
  now: Date,
): Promise<Task> {
  const rule = recurrenceOf(body);
  await checkReferences(db, actor.accountId, body);
  const id = await writing(() =>
    db.transaction(async (tx) => {
      const task = await lockTaskByTaskId(tx, actor.accountId, body.task_id);
      if (!task) throw taskNotFound();
      const status = statusAfter(task.status, body.status);
      if (status !== task.status) checkMayChangeStatus(task, actor);
      // series before the account row (lock order, see series.ts)
      const series = task.series_id ? await lockSeries(tx, actor.accountId, task.series_id) : null;
      let seriesId = task.series_id;
      let occurrence = task.occurrence;
      if (series) await applyRuleChange(tx, series, rule);
      else if (rule) {
        seriesId = await startSeries(tx, actor.accountId, rule, now);
        occurrence = 1;
      }
      await updateTaskRow(tx, actor.accountId, task.id, {
        write: writeOf(body, rule),
        status,
        seriesId,
        occurrence,
      });
      await bumpListVersion(tx, actor.accountId);
      if (status === 'RESOLVED' && task.status !== 'RESOLVED') {
        await onOccurrenceResolved(tx, actor.accountId, { series_id: seriesId, occurrence }, now);
      }
      return task.id;
    }),
  );
  return getTask(db, actor.accountId, id);
}

/**
 * A PUT on a task of a series: no rule ends the series; a different rule (or a rule again on
 * an ended series) counts on from the latest occurrence.
 */
async function applyRuleChange(tx: Queryable, series: SeriesRow, rule: RecurrenceRule | null) {
  if (!rule) {
    if (series.next_date !== null) await endSeries(tx, series.account_id, series.id);
    return;
  }
  // an ended series is re-armed (a no-op when its end date or count is what ended it)
  if (canonical(rule) !== canonical(series.rule) || series.next_date === null) {
    await changeSeriesRule(tx, series, rule);
  }
}

/** jsonb keeps its own key order: compare rules key by key, absent and null alike. */
function canonical(rule: RecurrenceRule): string {
  const entries = Object.entries(rule)
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/** POST /v1/tasks/task/complete-reopen: RESOLVED, or REOPEN from RESOLVED (§4, §6). */
export async function completeOrReopen(
  db: Database,
  actor: Actor,
  body: { task_id: string; reopen: boolean },
  now: Date,
): Promise<Task> {
  const id = await writing(() =>
    db.transaction(async (tx) => {
      const task = await lockTaskByTaskId(tx, actor.accountId, body.task_id);
      if (!task) throw taskNotFound();
      checkMayChangeStatus(task, actor);
      if (body.reopen && task.status !== 'RESOLVED') {
        throw new TasksError(409, 'tasks/not-resolved', 'Only a resolved task can be reopened');
      }
      if (!body.reopen && task.status === 'RESOLVED') {
        throw new TasksError(409, 'tasks/already-resolved', 'The task is already resolved');
      }
      if (!body.reopen && task.series_id) await lockSeries(tx, actor.accountId, task.series_id);
      await setTaskStatus(tx, actor.accountId, task.id, body.reopen ? 'REOPEN' : 'RESOLVED');
      await bumpListVersion(tx, actor.accountId);
      if (!body.reopen) await onOccurrenceResolved(tx, actor.accountId, task, now);
      return task.id;
    }),
  );
  return getTask(db, actor.accountId, id);
}
