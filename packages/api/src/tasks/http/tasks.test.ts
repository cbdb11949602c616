import { TASK_PATHS } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { describe, expect, it } from 'vitest';
import { BROKER, CARRIER, errorOf, useApi } from '../../test-support/api-harness';
import { STATUS_REFUSED } from '../domain/tasks';
import {
  accountOf,
  addColleague,
  createTask,
  getTask,
  insertFleet,
  listTasks,
  resolve,
  T0,
  taskOf,
  testClock,
} from '../tasks.test-helper';

const BASE = {
  task_type_id: 'CHECK-CALL',
  department_id: 'DISPATCH',
  driver_id: 'drv-1',
  trip_id: 'trip-7',
  order_id: 'PO-1234567',
  customer_name: 'Acme Foods',
  issue: { instruction: 'Call the driver', description: 'Late at pickup' },
  due_date: '03/05/2025',
  origin: { meta_data: { created_from_id: 'exc-1', created_from_type: 'eta' as const } },
};

describe.each(testBackends())('tasks API on $name', (backend) => {
  const clock = testClock(T0);
  const api = useApi(backend, {}, { fleetClock: clock.now });

  it('when a task is created, then it is OPEN with a human id, its creator and the joined type, department and driver, in the list and by _id', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    await insertFleet(api, await accountOf(api, CARRIER.email), {
      drivers: [['drv-1', 'Maria Lopez']],
    });
    const before = await listTasks(api, token);
    const created = await createTask(api, token, {
      ...BASE,
      assigned_to: [{ user_id: 'ops@demo.test', name: 'ops' }],
    });
    expect(created).toMatchObject({
      status: 'OPEN',
      task_type: { task_type_id: 'CHECK-CALL', name: 'Check Call' },
      department_details: { department_id: 'DISPATCH', name: 'Dispatch' },
      driver_details: { name: 'Maria Lopez' },
      created_by: { user_id: CARRIER.email, name: 'Dana Dispatcher' },
      created_at: T0,
      issue: BASE.issue,
      due_date: '03/05/2025',
      origin: BASE.origin,
      is_recurring: false,
      recurrence_rule: null,
      occurrence: null,
      uploads: [],
    });
    expect(created.task_id).toMatch(/^T-\d{6}$/);

    const second = await createTask(api, token, { issue: { instruction: 'x', description: '' } });
    expect(Number(second.task_id.slice(2))).toBe(Number(created.task_id.slice(2)) + 1);
    expect(second).toMatchObject({
      task_type: null,
      department_details: null,
      driver_details: null,
    });

    const after = await listTasks(api, token);
    expect(after).toHaveLength(before.length + 2);
    expect(after.find((t) => t._id === created._id)).toEqual(created);

    const one = await getTask(api, token, created._id);
    expect(one.status).toBe(200);
    expect(await taskOf(one)).toEqual(created);
  });

  it('when another account asks for a task by _id or task_id, then it is not found and nothing changes', async () => {
    const carrier = (await api.signIn(CARRIER)).access_token;
    const broker = (await api.signIn(BROKER)).access_token;
    const task = await createTask(api, carrier, BASE);
    // the broker's own task numbers stop at the demo's five: this number is the carrier's only
    const brokerIds = new Set((await listTasks(api, broker)).map((t) => t.task_id));
    expect(brokerIds.has(task.task_id)).toBe(false);
    expect((await listTasks(api, broker)).some((t) => t._id === task._id)).toBe(false);

    expect((await getTask(api, broker, task._id)).status).toBe(404);
    const put = await api.fetch(TASK_PATHS.task, {
      token: broker,
      method: 'PUT',
      json: { task_id: task.task_id, issue: { instruction: 'hijacked', description: '' } },
    });
    expect(put.status).toBe(404);
    expect((await errorOf(put)).message).toBe('Task not found');
    expect((await resolve(api, broker, task.task_id)).status).toBe(404);

    const mine = await taskOf(await getTask(api, carrier, task._id));
    expect(mine).toEqual(task);
  });

  it('when the id is unknown or not an id at all, then 404', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    expect((await getTask(api, token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await getTask(api, token, 'not-a-uuid')).status).toBe(404);
    expect((await resolve(api, token, 'T-999999')).status).toBe(404);
  });

  it('when the body is not valid, then 400 names the field and nothing is stored', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    const before = (await listTasks(api, token)).length;
    const cases: [unknown, string, RegExp][] = [
      [{ ...BASE, task_type_id: 'NO-SUCH-TYPE' }, 'task_type_id', /no task type "NO-SUCH-TYPE"/],
      [{ ...BASE, department_id: 'NOWHERE' }, 'department_id', /no department "NOWHERE"/],
      [{ ...BASE, due_date: '2025-03-05' }, 'due_date', /MM\/DD\/YYYY/],
      [{ ...BASE, due_date: '02/30/2025' }, 'due_date', /not a calendar date/],
      [{ ...BASE, is_recurring: true }, 'recurrence_rule', /required when is_recurring/],
      [
        { ...BASE, recurrence_rule: { frequency: 'DAILY' } },
        'is_recurring',
        /must be true when a recurrence_rule/,
      ],
      [
        { ...BASE, is_recurring: true, recurrence_rule: { frequency: 'HOURLY' } },
        'recurrence_rule.frequency',
        /frequency must be one of/,
      ],
      [
        { ...BASE, is_recurring: true, recurrence_rule: { frequency: 'DAILY', interval: 0 } },
        'recurrence_rule.interval',
        /at least 1/,
      ],
      [
        { ...BASE, assigned_to: [{ user_id: 'nobody', name: 'x' }] },
        'assigned_to.0.user_id',
        /e-mail/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await api.fetch(TASK_PATHS.task, { token, json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(response);
      expect(error.errors?.map((e) => e.propertyName)).toContain(field);
      expect(error.message).toMatch(message);
    }
    const put = await api.fetch(TASK_PATHS.task, {
      token,
      method: 'PUT',
      json: { status: 'DONE' },
    });
    expect(put.status).toBe(400);
    expect((await errorOf(put)).errors?.map((e) => e.propertyName).sort()).toEqual([
      'status',
      'task_id',
    ]);
    expect(await listTasks(api, token)).toHaveLength(before);
  });

  it('when a task is updated, then its fields are replaced and the list shows it on every replica', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    const replica = await api.replica();
    const onReplica = async () => {
      const response = await fetch(`http://127.0.0.1:${replica.port}${TASK_PATHS.all}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { Data: { task_id: string; customer_name: string }[] })
        .Data;
    };
    const task = await createTask(api, token, BASE);
    expect((await onReplica()).find((t) => t.task_id === task.task_id)?.customer_name).toBe(
      'Acme Foods',
    );
    const response = await api.fetch(TASK_PATHS.task, {
      token,
      method: 'PUT',
      json: { ...BASE, task_id: task.task_id, customer_name: 'Globex', task_type_id: 'PAPERWORK' },
    });
    expect(response.status).toBe(200);
    const updated = await taskOf(response);
    expect(updated).toMatchObject({
      _id: task._id,
      status: 'OPEN',
      customer_name: 'Globex',
      task_type: { task_type_id: 'PAPERWORK', name: 'Paperwork' },
      created_by: task.created_by,
    });
    expect((await onReplica()).find((t) => t.task_id === task.task_id)?.customer_name).toBe(
      'Globex',
    );

    // the fleet renames a driver: the (cached) list follows
    await insertFleet(api, await accountOf(api, CARRIER.email), {
      drivers: [['drv-1', 'Maria L. Lopez']],
    });
    const listed = (await listTasks(api, token)).find((t) => t._id === task._id);
    expect(listed?.driver_details).toEqual({ name: 'Maria L. Lopez' });
  });

  it('when the list is asked without gzip, then the same tasks come back plain', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    await createTask(api, token, BASE);
    const gz = await api.fetch(TASK_PATHS.all, { token, method: 'POST' });
    const plain = await api.fetch(TASK_PATHS.all, {
      token,
      method: 'POST',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(await gz.json());
  });

  it('when the client sends the ETag of the list it has, then 304 until the list changes', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    const first = await api.fetch(TASK_PATHS.all, { token, method: 'POST' });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const same = await api.fetch(TASK_PATHS.all, {
      token,
      method: 'POST',
      headers: { 'if-none-match': etag! },
    });
    expect(same.status).toBe(304);
    await createTask(api, token, BASE);
    const changed = await api.fetch(TASK_PATHS.all, {
      token,
      method: 'POST',
      headers: { 'if-none-match': etag! },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as { Data: unknown[] }).Data).toHaveLength(
      ((await first.json()) as { Data: unknown[] }).Data.length + 1,
    );
  });

  describe('who may resolve and reopen (§6)', () => {
    it('when someone who neither created nor is assigned tries, then 403 and the task stays as it was', async () => {
      const creator = (await api.signIn(CARRIER)).access_token;
      const stranger = await addColleague(api, CARRIER.email, 'stranger@demo.test');
      const task = await createTask(api, creator, {
        ...BASE,
        assigned_to: [{ user_id: 'ops@demo.test', name: 'ops' }],
      });
      const refused = await resolve(api, stranger, task.task_id);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toBe(STATUS_REFUSED);
      const viaPut = await api.fetch(TASK_PATHS.task, {
        token: stranger,
        method: 'PUT',
        json: { ...BASE, task_id: task.task_id, status: 'RESOLVED' },
      });
      expect(viaPut.status).toBe(403);
      expect((await taskOf(await getTask(api, creator, task._id))).status).toBe('OPEN');

      // editing without a status change is open to the account
      const edit = await api.fetch(TASK_PATHS.task, {
        token: stranger,
        method: 'PUT',
        json: { ...BASE, task_id: task.task_id, customer_name: 'Initech' },
      });
      expect(edit.status).toBe(200);
      expect((await taskOf(edit)).status).toBe('OPEN');
    });

    it('when an assignee (e-mail in another case) resolves an open task, then it is RESOLVED, but only the creator can reopen it', async () => {
      const creator = (await api.signIn(CARRIER)).access_token;
      const ops = await addColleague(api, CARRIER.email, 'ops@demo.test');
      const task = await createTask(api, creator, {
        ...BASE,
        assigned_to: [{ user_id: 'OPS@Demo.Test', name: 'OPS' }],
      });
      const resolved = await resolve(api, ops, task.task_id);
      expect(resolved.status).toBe(200);
      expect((await taskOf(resolved)).status).toBe('RESOLVED');

      const again = await resolve(api, ops, task.task_id);
      expect(again.status).toBe(403);
      const reopenByAssignee = await resolve(api, ops, task.task_id, true);
      expect(reopenByAssignee.status).toBe(403);
      expect((await errorOf(reopenByAssignee)).message).toBe(STATUS_REFUSED);

      const reopened = await resolve(api, creator, task.task_id, true);
      expect(reopened.status).toBe(200);
      expect((await taskOf(reopened)).status).toBe('REOPEN');
      // REOPEN is open: the assignee may resolve it again
      expect((await resolve(api, ops, task.task_id)).status).toBe(200);
    });

    it('when the creator resolves a resolved task or reopens an open one, then 409 says why', async () => {
      const creator = (await api.signIn(CARRIER)).access_token;
      const task = await createTask(api, creator, BASE);
      const reopen = await resolve(api, creator, task.task_id, true);
      expect(reopen.status).toBe(409);
      expect((await errorOf(reopen)).message).toBe('Only a resolved task can be reopened');
      expect((await resolve(api, creator, task.task_id)).status).toBe(200);
      const twice = await resolve(api, creator, task.task_id);
      expect(twice.status).toBe(409);
      expect((await errorOf(twice)).message).toBe('The task is already resolved');
      expect(
        (
          await api.fetch(TASK_PATHS.completeReopen, {
            token: creator,
            json: { task_id: task.task_id, reopen: 'yes' },
          })
        ).status,
      ).toBe(400);
    });

    it('when the form saves a resolved task with status OPEN, then it is reopened as REOPEN; without status it stays', async () => {
      const creator = (await api.signIn(CARRIER)).access_token;
      const task = await createTask(api, creator, BASE);
      await resolve(api, creator, task.task_id);
      const kept = await api.fetch(TASK_PATHS.task, {
        token: creator,
        method: 'PUT',
        json: { ...BASE, task_id: task.task_id },
      });
      expect((await taskOf(kept)).status).toBe('RESOLVED');
      const reopened = await api.fetch(TASK_PATHS.task, {
        token: creator,
        method: 'PUT',
        json: { ...BASE, task_id: task.task_id, status: 'OPEN' },
      });
      expect((await taskOf(reopened)).status).toBe('REOPEN');
    });
  });
});
