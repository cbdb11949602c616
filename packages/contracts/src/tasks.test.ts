import { describe, expect, it } from 'vitest';
import {
  departmentUpdateSchema,
  linkedTasksWarning,
  lookupIdFromName,
  taskTypeUpdateSchema,
  taskUpdateSchema,
} from './tasks';

describe('tasks contracts', () => {
  it('derives ids from names: upper case, spaces to hyphens', () => {
    expect(lookupIdFromName(' Road side  repair ')).toBe('ROAD-SIDE-REPAIR');
    expect(lookupIdFromName('Check Call')).toBe('CHECK-CALL');
  });

  it('a partial update of a type or department carries only what was sent', () => {
    expect(taskTypeUpdateSchema.parse({ name: 'Paperwork' })).toEqual({ name: 'Paperwork' });
    expect(departmentUpdateSchema.parse({ is_active: false })).toEqual({ is_active: false });
    expect(taskTypeUpdateSchema.safeParse({}).success).toBe(false);
  });

  it('a task update without status leaves the status unchanged (no default)', () => {
    expect(taskUpdateSchema.parse({ task_id: 'T-000001' }).status).toBeUndefined();
  });

  it('words the linked-task warning as the screen does', () => {
    expect(linkedTasksWarning(3, 'department')).toBe(
      'There are 3 tasks linked to this department.',
    );
  });
});
