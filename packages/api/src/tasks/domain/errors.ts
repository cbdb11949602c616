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
