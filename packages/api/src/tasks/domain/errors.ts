/**
 * A task request this component refuses. The routes turn it into the service's error body:
 * 400 with `errors: [{propertyName, message}]` like the contracts' validation, 403, 404, or 409
 * (the linked-tasks refusal carries `linked_tasks`).
 */
export class TasksError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    readonly code: string,
    message: string,
    readonly extra: { propertyName?: string; linked_tasks?: number } = {},
  ) {
    super(message);
    this.name = 'TasksError';
  }
}

export function invalid(propertyName: string, message: string): TasksError {
  return new TasksError(400, 'validation/invalid', message, { propertyName });
}

export function taskNotFound(): TasksError {
  return new TasksError(404, 'tasks/not-found', 'Task not found');
}

/**
 * Runs a write transaction again when PostgreSQL picked it as a deadlock victim or refused it as
 * a serialization conflict (rare: two writes of one account crossing, e.g. a forced delete of a
 * type while a task is created with it); up to three attempts.
 */
export async function retryingConflicts<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 3 || (code !== '40P01' && code !== '40001')) throw error;
    }
  }
}

/** A foreign key that failed on a task's type or department: the id vanished meanwhile. */
export function vanishedReference(error: unknown): TasksError | undefined {
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23503' || typeof constraint !== 'string') return undefined;
  if (constraint.includes('task_type')) {
    return invalid('task_type_id', 'task_type_id: the task type no longer exists');
  }
  if (constraint.includes('department')) {
    return invalid('department_id', 'department_id: the department no longer exists');
  }
  return undefined;
}
