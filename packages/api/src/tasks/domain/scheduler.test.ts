import { TASK_PATHS, type Task, type TaskCreateInput } from '@fleet/contracts';
import { testBackends } from '@fleet/service-kit/db';
import { beforeEach, describe, expect, it } from 'vitest';
import { CARRIER, useApi } from '../../test-support/api-harness';
import { createTask, listTasks, resolve, T0, taskOf, testClock } from '../tasks.test-helper';
import { schedulersOn } from './scheduler';

/*
 * Recurring tasks end to end through the API: occurrences on resolve and at their date's local
 * midnight, the end rules, two replicas ticking together, and a restart in the middle.
 * The clock starts on Tuesday 4 March 2025 (US/Pacific); 9 March is the day DST begins there.
 */
const DAILY: TaskCreateInput = {
  task_type_id: 'CHECK-CALL',
  department_id: 'DISPATCH',
  customer_name: 'Acme Foods',
  issue: { instruction: 'Call the driver', description: 'Daily check call' },
  assigned_to: [{ user_id: 'ops@demo.test', name: 'ops' }],
  due_date: '03/04/2025',
  is_recurring: true,
  recurrence_rule: {
    frequency: 'DAILY',
    interval: 1,
    due_date_days_from_now: 2,
    time_zone: 'US/Pacific',
  },
};

function seriesOf(tasks: Task[], first: Task): Task[] {
  // occurrences copy the first task's issue; the demo's tasks have other texts
  return tasks
    .filter((t) => t.issue.description === first.issue.description && t.occurrence !== null)
    .sort((a, b) => a.occurrence! - b.occurrence!);
}

describe.each(testBackends())('recurring tasks on $name', (backend) => {
  const clock = testClock(T0);
  // before useApi's own hooks: the app starts (and seeds the demo) at T0
  beforeEach(() => clock.set(T0));
  const api = useApi(backend, {}, { fleetClock: clock.now });

  /**
   * Lets the start-up pass of every running replica finish before the clock moves, and takes
   * the demo's recurring task away so that only the test's series fall due.
   */
  const settle = async () => {
    await Promise.all(schedulersOn(api.db).map((s) => s.tick()));
    await api.db.exec('DELETE FROM tasks WHERE series_id IS NOT NULL; DELETE FROM task_series');
  };

  it('when the latest occurrence is resolved, then the next one is created at once, dated by the rule, copying the task; resolving an older one creates nothing', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    await settle();
    const first = await createTask(api, token, DAILY);
    expect(first).toMatchObject({ occurrence: 1, is_recurring: true, status: 'OPEN' });

    const resolved = await resolve(api, token, first.task_id);
    expect(resolved.status).toBe(200);
    let series = seriesOf(await listTasks(api, token), first);
    expect(series.map((t) => [t.occurrence, t.status, t.due_date])).toEqual([
      [1, 'RESOLVED', '03/04/2025'],
      // the 5th of March (the next daily date) + 2 days
      [2, 'OPEN', '03/07/2025'],
    ]);
    const second = series[1]!;
    expect(second).toMatchObject({
      task_type: first.task_type,
      department_details: first.department_details,
      customer_name: 'Acme Foods',
      issue: first.issue,
      assigned_to: first.assigned_to,
      created_by: first.created_by,
      recurrence_rule: first.recurrence_rule,
    });
    expect(second.task_id).not.toBe(first.task_id);

    // reopening and resolving occurrence 1 again is not a new "latest resolved"
    expect((await resolve(api, token, first.task_id, true)).status).toBe(200);
    expect((await resolve(api, token, first.task_id)).status).toBe(200);
    // and the scheduler has nothing due before the 6th (occurrence 2 was made early)
    clock.set('2025-03-05T20:00:00.000Z');
    const [scheduler] = schedulersOn(api.db);
    expect(await scheduler!.tick()).toEqual({ created: 0, failed: 0 });
    series = seriesOf(await listTasks(api, token), first);
    expect(series.map((t) => t.occurrence)).toEqual([1, 2]);

    // resolving through the edit form's PUT is the same trigger
    const put = await api.fetch(TASK_PATHS.task, {
      token,
      method: 'PUT',
      json: { ...DAILY, due_date: second.due_date, task_id: second.task_id, status: 'RESOLVED' },
    });
    expect(put.status).toBe(200);
    series = seriesOf(await listTasks(api, token), first);
    expect(series.map((t) => [t.occurrence, t.due_date])).toEqual([
      [1, '03/04/2025'],
      [2, '03/07/2025'],
      [3, '03/08/2025'],
    ]);
  });

  it('when a date’s local midnight passes, then a pass creates that occurrence once; across the DST change too', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    await settle();
    const first = await createTask(api, token, DAILY);
    const [scheduler] = schedulersOn(api.db);

    // 23:59 Pacific on the 4th: not yet
    clock.set('2025-03-05T07:59:00.000Z');
    expect((await scheduler!.tick()).created).toBe(0);
    // 00:00 Pacific on the 5th (PST, UTC-8)
    clock.set('2025-03-05T08:00:00.000Z');
    expect((await scheduler!.tick()).created).toBe(1);
    expect((await scheduler!.tick()).created).toBe(0);
    // the 10th begins at 07:00 UTC (PDT): the 6th to the 10th are due, each once
    clock.set('2025-03-10T07:00:00.000Z');
    expect((await scheduler!.tick()).created).toBe(5);
    expect((await scheduler!.tick()).created).toBe(0);
    const series = seriesOf(await listTasks(api, token), first);
    expect(series.map((t) => t.due_date)).toEqual([
      '03/04/2025',
      '03/07/2025',
      '03/08/2025',
      '03/09/2025',
      '03/10/2025',
      '03/11/2025',
      '03/12/2025',
    ]);
    expect(series.every((t, i) => t.occurrence === i + 1)).toBe(true);
    expect(new Set(series.map((t) => t.task_id)).size).toBe(7);
  });

  it('when max_occurence_count or end_date is reached, or recurrence is turned off, then no more occurrences come', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    await settle();
    const counted = await createTask(api, token, {
      ...DAILY,
      issue: { instruction: 'x', description: 'counted' },
      recurrence_rule: { ...DAILY.recurrence_rule!, max_occurence_count: 3 },
    });
    const dated = await createTask(api, token, {
      ...DAILY,
      issue: { instruction: 'x', description: 'dated' },
      recurrence_rule: {
        ...DAILY.recurrence_rule!,
        frequency: 'CUSTOM',
        interval: 2,
        end_date: '03/08/2025',
      },
    });
    const stopped = await createTask(api, token, {
      ...DAILY,
      issue: { instruction: 'x', description: 'stopped' },
    });
    const off = await api.fetch(TASK_PATHS.task, {
      token,
      method: 'PUT',
      json: {
        ...DAILY,
        issue: stopped.issue,
        task_id: stopped.task_id,
        is_recurring: false,
        recurrence_rule: null,
      },
    });
    expect((await taskOf(off)).is_recurring).toBe(false);

    clock.set('2025-03-09T20:00:00.000Z');
    const [scheduler] = schedulersOn(api.db);
    await scheduler!.tick();
    const tasks = await listTasks(api, token);
    expect(seriesOf(tasks, counted).map((t) => t.occurrence)).toEqual([1, 2, 3]);
    // every 2 days from the 4th, up to the 8th: the 6th and the 8th
    expect(seriesOf(tasks, dated).map((t) => t.due_date)).toEqual([
      '03/04/2025',
      '03/08/2025',
      '03/10/2025',
    ]);
    expect(seriesOf(tasks, stopped).map((t) => t.occurrence)).toEqual([1]);
    // resolving the last of an ended series creates nothing either
    const last = seriesOf(tasks, counted)[2]!;
    expect((await resolve(api, token, last.task_id)).status).toBe(200);
    expect(seriesOf(await listTasks(api, token), counted)).toHaveLength(3);
  });

  it('when two replicas tick together, then every due occurrence is created exactly once', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    await api.replica();
    await settle();
    const schedulers = schedulersOn(api.db);
    expect(schedulers).toHaveLength(2);
    const firsts: Task[] = [];
    for (let i = 0; i < 30; i++) {
      firsts.push(
        await createTask(api, token, {
          ...DAILY,
          issue: { instruction: 'x', description: `series ${i}` },
        }),
      );
    }
    // Sunday the 9th, 13:00 Pacific: the 5th … the 9th are due for each of the 30
    clock.set('2025-03-09T20:00:00.000Z');
    const passes = await Promise.all([0, 1, 2].flatMap(() => schedulers.map((s) => s.tick())));
    expect(passes.reduce((n, p) => n + p.failed, 0)).toBe(0);
    expect(passes.reduce((n, p) => n + p.created, 0)).toBe(30 * 5);
    const tasks = await listTasks(api, token);
    for (const first of firsts) {
      const series = seriesOf(tasks, first);
      expect(series.map((t) => t.occurrence)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(series.map((t) => t.due_date)).toEqual([
        '03/04/2025',
        '03/07/2025',
        '03/08/2025',
        '03/09/2025',
        '03/10/2025',
        '03/11/2025',
      ]);
    }
    expect(new Set(tasks.map((t) => t.task_id)).size).toBe(tasks.length);
  });

  it('when the API is down over several due dates and another starts, then exactly the missed occurrences appear, once', async () => {
    const { access_token: token } = await api.signIn(CARRIER);
    await settle();
    const weekly = await createTask(api, token, {
      ...DAILY,
      issue: { instruction: 'x', description: 'weekly Tue/Thu' },
      recurrence_rule: {
        frequency: 'WEEKLY',
        interval: 1,
        days_of_week: [2, 4],
        due_date_days_from_now: 0,
        time_zone: 'America/New_York',
      },
    });
    const daily = await createTask(api, token, DAILY);
    // the replica stops ticking (and then the app stops) before the first due date
    for (const s of schedulersOn(api.db)) await s.stop();
    // Friday the 14th, 09:00 Pacific
    clock.set('2025-03-14T16:00:00.000Z');
    await api.restart();
    const [scheduler] = schedulersOn(api.db);
    // queued behind the start-up pass: when it answers, that pass has run
    expect(await scheduler!.tick()).toEqual({ created: 0, failed: 0 });
    const tasks = await listTasks(api, token);
    expect(seriesOf(tasks, weekly).map((t) => t.due_date)).toEqual([
      '03/04/2025',
      '03/06/2025',
      '03/11/2025',
      '03/13/2025',
    ]);
    expect(seriesOf(tasks, daily).map((t) => t.occurrence)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(seriesOf(tasks, daily).at(-1)?.due_date).toBe('03/16/2025');
  });
});
