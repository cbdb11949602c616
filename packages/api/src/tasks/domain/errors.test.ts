import { describe, expect, it } from 'vitest';
import { retryingConflicts, vanishedReference } from './errors';

describe('task write errors', () => {
  it('when a write is a deadlock victim, then it runs again, at most three times', async () => {
    let calls = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    await expect(
      retryingConflicts(async () => {
        calls++;
        if (calls < 3) throw deadlock;
        return 'done';
      }),
    ).resolves.toBe('done');
    calls = 0;
    await expect(
      retryingConflicts(async () => {
        calls++;
        throw deadlock;
      }),
    ).rejects.toBe(deadlock);
    expect(calls).toBe(3);
    const other = Object.assign(new Error('unique'), { code: '23505' });
    calls = 0;
    await expect(
      retryingConflicts(async () => {
        calls++;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(calls).toBe(1);
  });

  it('when a task type or department vanished under a write, then it is a 400 naming the field', () => {
    const type = vanishedReference({
      code: '23503',
      constraint: 'tasks_account_id_task_type_id_fkey',
    });
    expect(type).toMatchObject({ status: 400, extra: { propertyName: 'task_type_id' } });
    const department = vanishedReference({
      code: '23503',
      constraint: 'tasks_account_id_department_id_fkey',
    });
    expect(department).toMatchObject({ status: 400, extra: { propertyName: 'department_id' } });
    expect(vanishedReference({ code: '23505', constraint: 'tasks_task_id_key' })).toBeUndefined();
  });
});
