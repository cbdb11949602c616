import {
  type Department,
  departmentSchema,
  TASK_PATHS,
  type Task,
  type TaskCreateInput,
  type TaskType,
  taskSchema,
  taskTypeSchema,
} from '@fleet/contracts';
import { z } from 'zod';
import { createUser } from '../identity/domain/admin';
import type { ApiHarness } from '../test-support/api-harness';

/** A clock the tests move; the API reads it as its fleet clock (and the tasks' clock). */
export function testClock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    set(iso: string) {
      now = new Date(iso);
    },
    advanceDays(days: number) {
      now = new Date(now.getTime() + days * 86_400_000);
    },
  };
}

/** Tuesday 4 March 2025, 10:00 in US/Pacific: the demo's weekly (Monday) task is not due for 6 days. */
export const T0 = '2025-03-04T18:00:00.000Z';

export async function accountOf(api: ApiHarness, email: string): Promise<string> {
  const [row] = await api.db.query<{ account_id: string }>(
    'SELECT account_id::text AS account_id FROM users WHERE email = $1',
    [email],
  );
  return row!.account_id;
}

/** Another user in the account of `colleagueOf`, signed in. */
export async function addColleague(
  api: ApiHarness,
  colleagueOf: string,
  email: string,
): Promise<string> {
  const password = 'colleague-password';
  await createUser(api.db, {
    account: await accountOf(api, colleagueOf),
    email,
    password,
    displayName: email.split('@')[0],
  });
  return (await api.signIn({ email, password })).access_token;
}

const taskData = z.object({ Data: taskSchema });

export async function createTask(
  api: ApiHarness,
  token: string,
  body: TaskCreateInput,
): Promise<Task> {
  const response = await api.fetch(TASK_PATHS.task, { token, json: body });
  if (response.status !== 201) {
    throw new Error(`create failed: ${response.status} ${await response.text()}`);
  }
  return taskData.parse(await response.json()).Data;
}

export async function listTasks(api: ApiHarness, token: string): Promise<Task[]> {
  const response = await api.fetch(TASK_PATHS.all, { token, method: 'POST' });
  if (response.status !== 200) throw new Error(`list failed: ${response.status}`);
  return z.object({ Data: z.array(taskSchema) }).parse(await response.json()).Data;
}

export async function getTask(api: ApiHarness, token: string, id: string) {
  return api.fetch(TASK_PATHS.byId.replace(':id', encodeURIComponent(id)), { token });
}

export async function resolve(api: ApiHarness, token: string, taskId: string, reopen = false) {
  return api.fetch(TASK_PATHS.completeReopen, { token, json: { task_id: taskId, reopen } });
}

export async function taskOf(response: Response): Promise<Task> {
  return taskData.parse(await response.json()).Data;
}

export async function taskTypes(api: ApiHarness, token: string): Promise<TaskType[]> {
  const response = await api.fetch(TASK_PATHS.taskTypes, { token });
  return z.object({ Data: z.array(taskTypeSchema) }).parse(await response.json()).Data;
}

export async function departments(api: ApiHarness, token: string): Promise<Department[]> {
  const response = await api.fetch(TASK_PATHS.departments, { token });
  return z.object({ Data: z.array(departmentSchema) }).parse(await response.json()).Data;
}

/** A few fleet rows for an account, as the fleet sync would write them. */
export async function insertFleet(
  api: ApiHarness,
  accountId: string,
  fleet: {
    drivers?: [string, string][];
    trucks?: [string, string][];
    trailers?: [string, string][];
    customers?: [string, string][];
    trips?: { id: string; tripNum: string; orderNumber: string }[];
  },
): Promise<void> {
  for (const [id, name] of fleet.drivers ?? []) {
    await api.db.query(
      `INSERT INTO drivers (account_id, id, name, data) VALUES ($1, $2, $3, '{}')
       ON CONFLICT (account_id, id) DO UPDATE SET name = EXCLUDED.name`,
      [accountId, id, name],
    );
  }
  for (const [id, number] of fleet.trucks ?? []) {
    await api.db.query('INSERT INTO trucks (account_id, id, number) VALUES ($1, $2, $3)', [
      accountId,
      id,
      number,
    ]);
  }
  for (const [id, number] of fleet.trailers ?? []) {
    await api.db.query(
      'INSERT INTO trailers (account_id, id, number, reefer) VALUES ($1, $2, $3, true)',
      [accountId, id, number],
    );
  }
  for (const [id, name] of fleet.customers ?? []) {
    await api.db.query('INSERT INTO customers (account_id, id, name) VALUES ($1, $2, $3)', [
      accountId,
      id,
      name,
    ]);
  }
  for (const trip of fleet.trips ?? []) {
    await api.db.query(
      `INSERT INTO trips (account_id, id, trip_num, status, truck_id, trailer_id, driver_id,
         dispatched_at, data)
       VALUES ($1, $2, $3, 'DISPATCHED', 'x', 'x', 'x', now(), $4)`,
      [accountId, trip.id, trip.tripNum, JSON.stringify({ orderNumber: trip.orderNumber })],
    );
  }
}
