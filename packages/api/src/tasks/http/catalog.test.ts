import { linkedTasksErrorSchema, TASK_PATHS } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { describe, expect, it } from 'vitest';
import { BROKER, CARRIER, errorOf, useApi } from '../../test-support/api-harness';
import {
  createTask,
  departments,
  getTask,
  listTasks,
  resolve,
  taskOf,
  taskTypes,
} from '../tasks.test-helper';

const typePath = (id: string) => TASK_PATHS.taskType.replace(':id', encodeURIComponent(id));
const departmentPath = (id: string) => TASK_PATHS.department.replace(':id', encodeURIComponent(id));

describe.each(testBackends())('task types and departments on $name', (backend) => {
  const api = useApi(backend);

  it('when a task type is created, then its id is derived from the name, it is listed, and the same name again is a 409', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    expect((await taskTypes(api, token)).map((t) => t.task_type_id)).toEqual([
      'CHECK-CALL',
      'DETENTION-FOLLOW-UP',
      'PAPERWORK',
    ]);
    const created = await api.fetch(TASK_PATHS.taskTypes, {
      token,
      json: { name: '  Road side  Repair ', description: 'Breakdowns' },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({
      Data: {
        task_type_id: 'ROAD-SIDE-REPAIR',
        name: 'Road side  Repair',
        description: 'Breakdowns',
        is_active: true,
      },
    });
    expect((await taskTypes(api, token)).map((t) => t.task_type_id)).toContain('ROAD-SIDE-REPAIR');

    const again = await api.fetch(TASK_PATHS.taskTypes, {
      token,
      json: { name: 'road side repair' },
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toMatch(/already exists/);

    const mismatch = await api.fetch(TASK_PATHS.taskTypes, {
      token,
      json: { task_type_id: 'SOMETHING-ELSE', name: 'Lumper' },
    });
    expect(mismatch.status).toBe(400);
    expect((await errorOf(mismatch)).message).toMatch(/derived from the name: "LUMPER"/);
    const blank = await api.fetch(TASK_PATHS.taskTypes, { token, json: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).message).toMatch(/name is required/);
  });

  it('when a task type is renamed, then its id stays, tasks show the new name, and another type’s name is refused', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    const task = await createTask(api, token, { task_type_id: 'PAPERWORK' });
    const renamed = await api.fetch(typePath('PAPERWORK'), {
      token,
      method: 'PUT',
      json: { name: 'Paperwork and POD', is_active: false },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toEqual({
      Data: {
        task_type_id: 'PAPERWORK',
        name: 'Paperwork and POD',
        description: 'BOL, POD, lumper receipts and rate confirmations',
        is_active: false,
      },
    });
    const listed = (await listTasks(api, token)).find((t) => t._id === task._id);
    expect(listed?.task_type).toEqual({ task_type_id: 'PAPERWORK', name: 'Paperwork and POD' });

    const clash = await api.fetch(typePath('PAPERWORK'), {
      token,
      method: 'PUT',
      json: { name: 'check call' },
    });
    expect(clash.status).toBe(409);
    const nothing = await api.fetch(typePath('PAPERWORK'), { token, method: 'PUT', json: {} });
    expect(nothing.status).toBe(400);
    expect((await errorOf(nothing)).message).toMatch(/nothing to change/);
    const unknown = await api.fetch(typePath('NOPE'), {
      token,
      method: 'PUT',
      json: { name: 'x' },
    });
    expect(unknown.status).toBe(404);
  });

  it('when a task type that tasks use is deleted, then 409 counts them and nothing is deleted; with force the tasks keep working without a type', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    const before = (await listTasks(api, token)).filter(
      (t) => t.task_type_id === 'CHECK-CALL',
    ).length;
    const a = await createTask(api, token, { task_type_id: 'CHECK-CALL' });
    await createTask(api, token, { task_type_id: 'CHECK-CALL' });
    const linked = before + 2;

    const refused = await api.fetch(typePath('CHECK-CALL'), { token, method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(linkedTasksErrorSchema.parse(await refused.json())).toEqual({
      code: 'tasks/linked',
      message: `There are ${linked} tasks linked to this task type.`,
      linked_tasks: linked,
    });
    expect((await taskTypes(api, token)).map((t) => t.task_type_id)).toContain('CHECK-CALL');
    expect((await taskOf(await getTask(api, token, a._id))).task_type_id).toBe('CHECK-CALL');

    const badForce = await api.fetch(`${typePath('CHECK-CALL')}?force=maybe`, {
      token,
      method: 'DELETE',
    });
    expect(badForce.status).toBe(400);

    const forced = await api.fetch(`${typePath('CHECK-CALL')}?force=true`, {
      token,
      method: 'DELETE',
    });
    expect(forced.status).toBe(200);
    expect(await forced.json()).toEqual({
      Data: { task_type_id: 'CHECK-CALL', unlinked_tasks: linked },
    });
    expect((await taskTypes(api, token)).map((t) => t.task_type_id)).not.toContain('CHECK-CALL');
    const after = await taskOf(await getTask(api, token, a._id));
    expect(after).toMatchObject({ task_type_id: null, task_type: null, status: 'OPEN' });
    expect((await resolve(api, token, a.task_id)).status).toBe(200);

    // a type no task uses goes at once
    const unused = await api.fetch(typePath('DETENTION-FOLLOW-UP'), { token, method: 'DELETE' });
    // the demo's detention task uses it: refused; a fresh one is not
    expect(unused.status).toBe(409);
    await api.fetch(TASK_PATHS.taskTypes, { token, json: { name: 'Lumper' } });
    const gone = await api.fetch(typePath('LUMPER'), { token, method: 'DELETE' });
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ Data: { task_type_id: 'LUMPER', unlinked_tasks: 0 } });
  });

  it('when departments are created, renamed and deleted, then the same rules hold', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    expect((await departments(api, token)).map((d) => d.department_id)).toEqual([
      'BILLING',
      'DISPATCH',
      'SAFETY',
    ]);
    const created = await api.fetch(TASK_PATHS.departments, {
      token,
      json: { name: 'Night Dispatch' },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({
      Data: { department_id: 'NIGHT-DISPATCH', name: 'Night Dispatch', is_active: true },
    });
    expect(
      (await api.fetch(TASK_PATHS.departments, { token, json: { name: 'NIGHT dispatch' } })).status,
    ).toBe(409);
    const task = await createTask(api, token, { department_id: 'NIGHT-DISPATCH' });
    const refused = await api.fetch(departmentPath('NIGHT-DISPATCH'), { token, method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      code: 'tasks/linked',
      message: 'There are 1 tasks linked to this department.',
      linked_tasks: 1,
    });
    const forced = await api.fetch(`${departmentPath('NIGHT-DISPATCH')}?force=true`, {
      token,
      method: 'DELETE',
    });
    expect(forced.status).toBe(200);
    expect(await taskOf(await getTask(api, token, task._id))).toMatchObject({
      department_id: null,
      department_details: null,
    });
  });

  it('when another account names this account’s type or department, then it is not found there and nothing changes', async () => {
    const carrier = (await api.signIn(CARRIER)).access_token;
    const broker = (await api.signIn(BROKER)).access_token;
    await api.fetch(TASK_PATHS.taskTypes, { token: carrier, json: { name: 'Carrier Only' } });
    await api.fetch(TASK_PATHS.departments, { token: carrier, json: { name: 'Carrier Desk' } });

    expect((await taskTypes(api, broker)).map((t) => t.task_type_id)).not.toContain('CARRIER-ONLY');
    expect(
      (
        await api.fetch(typePath('CARRIER-ONLY'), {
          token: broker,
          method: 'PUT',
          json: { name: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.fetch(`${typePath('CARRIER-ONLY')}?force=true`, {
          token: broker,
          method: 'DELETE',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.fetch(`${departmentPath('CARRIER-DESK')}?force=true`, {
          token: broker,
          method: 'DELETE',
        })
      ).status,
    ).toBe(404);
    const borrowed = await api.fetch(TASK_PATHS.task, {
      token: broker,
      json: { task_type_id: 'CARRIER-ONLY' },
    });
    expect(borrowed.status).toBe(400);
    const borrowedDept = await api.fetch(TASK_PATHS.task, {
      token: broker,
      json: { department_id: 'CARRIER-DESK' },
    });
    expect(borrowedDept.status).toBe(400);

    expect((await taskTypes(api, carrier)).find((t) => t.task_type_id === 'CARRIER-ONLY')).toEqual({
      task_type_id: 'CARRIER-ONLY',
      name: 'Carrier Only',
      description: '',
      is_active: true,
    });
    expect((await departments(api, carrier)).map((d) => d.department_id)).toContain('CARRIER-DESK');
  });

  it('when nobody is signed in, then the calls answer 401', async () => {
    expect((await api.fetch(TASK_PATHS.taskTypes)).status).toBe(401);
    expect((await api.fetch(TASK_PATHS.all, { method: 'POST' })).status).toBe(401);
    expect((await api.fetch('/v1/drivers')).status).toBe(401);
  });
});
