import { randomUUID } from 'node:crypto';
import { lookupIdFromName, personFromEmail, type RecurrenceRule } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';
import { isoDate, localDateOf } from '../../calendar/epoch-day';
import { insertCatalogEntry } from '../data/catalog-repository';
import { insertTask, takeTaskNumber } from '../data/tasks-repository';
import { formatTaskId, startSeries } from './series';
import type { TaskWrite } from './types';

const TASK_TYPES = [
  ['Check Call', 'Call the driver for a status and location update'],
  ['Detention Follow Up', 'Confirm times at the facility and bill detention'],
  ['Paperwork', 'BOL, POD, lumper receipts and rate confirmations'],
] as const;
const DEPARTMENTS = ['Dispatch', 'Billing', 'Safety'] as const;

const WEEKLY_SAFETY: RecurrenceRule = {
  frequency: 'WEEKLY',
  interval: 1,
  days_of_week: [1],
  due_date_days_from_now: 1,
  time_zone: 'US/Pacific',
};

/**
 * The demo accounts' task types, departments and a handful of tasks (one recurring weekly).
 * Idempotent: types and departments are added when missing, tasks only to an account that has
 * none.
 */
export async function seedTasksDemo(
  db: Queryable,
  accountId: string,
  user: { email: string; displayName: string },
  now: Date,
): Promise<void> {
  for (const [name, description] of TASK_TYPES) {
    const id = lookupIdFromName(name);
    await insertCatalogEntry(db, 'task type', accountId, {
      id,
      name,
      description,
      is_active: true,
    });
  }
  for (const name of DEPARTMENTS) {
    const id = lookupIdFromName(name);
    await insertCatalogEntry(db, 'department', accountId, {
      id,
      name,
      description: '',
      is_active: true,
    });
  }
  const [existing] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM tasks WHERE account_id = $1',
    [accountId],
  );
  if ((existing?.n ?? 0) > 0) return;

  const today = localDateOf(now, 'US/Pacific');
  const me = personFromEmail(user.email);
  const task = (
    typeName: string,
    department: string,
    dueIn: number,
    instruction: string,
    description: string,
  ): TaskWrite => ({
    order_id: null,
    due_date: isoDate(today + dueIn),
    task_type_id: lookupIdFromName(typeName),
    department_id: lookupIdFromName(department),
    trip_id: null,
    truck_id: null,
    trailer_id: null,
    driver_id: null,
    customer_name: null,
    issue_instruction: instruction,
    issue_description: description,
    assigned_to: [me],
    origin: null,
    is_recurring: false,
    recurrence_rule: null,
  });
  const demo: { write: TaskWrite; status: string }[] = [
    {
      write: task('Check Call', 'Dispatch', 1, 'Call before pickup', 'Confirm the ETA at pickup'),
      status: 'OPEN',
    },
    {
      write: task('Detention Follow Up', 'Billing', 0, 'Get in/out times', 'Driver held 4 h'),
      status: 'OPEN',
    },
    {
      write: task('Paperwork', 'Billing', -1, 'Collect signed BOL and POD', 'Missing POD'),
      status: 'OPEN',
    },
    {
      write: task('Paperwork', 'Dispatch', -3, 'Send the rate confirmation', 'Sent'),
      status: 'RESOLVED',
    },
    {
      write: {
        ...task('Check Call', 'Safety', 1, 'Weekly safety check-in', 'Hours and inspections'),
        is_recurring: true,
        recurrence_rule: WEEKLY_SAFETY,
      },
      status: 'OPEN',
    },
  ];
  for (const { write, status } of demo) {
    const number = await takeTaskNumber(db, accountId);
    const seriesId = write.recurrence_rule
      ? await startSeries(db, accountId, write.recurrence_rule, now)
      : null;
    await insertTask(db, {
      accountId,
      id: randomUUID(),
      taskId: formatTaskId(number),
      status,
      createdBy: { email: user.email, name: user.displayName },
      createdAt: now,
      seriesId,
      occurrence: seriesId ? 1 : null,
      write,
    });
  }
}
