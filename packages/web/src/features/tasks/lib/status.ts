import {
  TASK_LIST_FILTERS,
  type Task,
  type TaskListFilter,
  type TaskPerson,
  type TaskStatus,
} from '@fleet/contracts';

/** A calendar date as days since the epoch; null when not MM/DD/YYYY. */
export function dayNumber(usDate: string | null | undefined): number | null {
  const match = usDate ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(usDate) : null;
  if (!match) return null;
  return Date.UTC(Number(match[3]), Number(match[1]) - 1, Number(match[2])) / 86_400_000;
}

/** Today (the browser's calendar day) as days since the epoch. */
export function todayNumber(now: Date = new Date()): number {
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / 86_400_000;
}

/** §3: a task with no status is treated as OPEN. */
export const statusOf = (task: Pick<Task, 'status'>): TaskStatus => task.status ?? 'OPEN';

export const isResolved = (task: Pick<Task, 'status'>) => statusOf(task) === 'RESOLVED';

/**
 * §4 display label: an OPEN or REOPEN task due before the start of today shows 'PAST DUE';
 * otherwise REOPEN shows 'REOPENED' (OPEN and RESOLVED as they are).
 */
export function statusLabel(task: Pick<Task, 'status' | 'due_date'>, today: number): string {
  const status = statusOf(task);
  const due = dayNumber(task.due_date);
  if (status !== 'RESOLVED' && due !== null && due < today) return 'PAST DUE';
  if (status === 'REOPEN') return 'REOPENED';
  return status;
}

/** §4 list filters. */
export function matchesStatusFilter(
  task: Pick<Task, 'status' | 'due_date'>,
  filter: TaskListFilter,
  today: number,
): boolean {
  const due = dayNumber(task.due_date);
  switch (filter) {
    case 'OPEN':
      return !isResolved(task);
    case 'RESOLVED':
      return isResolved(task);
    case 'PAST_DUE':
      return !isResolved(task) && due !== null && due < today;
    case 'DUE_TODAY':
      return !isResolved(task) && due === today;
  }
}

export const STATUS_FILTER_LABELS: Record<TaskListFilter, string> = {
  OPEN: 'Open',
  RESOLVED: 'Resolved',
  PAST_DUE: 'Past Due',
  DUE_TODAY: 'Due Today',
};

export function parseStatusFilter(value: string | null): TaskListFilter {
  return (TASK_LIST_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as TaskListFilter)
    : 'OPEN';
}

/** §2.1 / §4: 'Resolve' for an open task, 'Reopen' for a resolved one. */
export const actionLabel = (task: Pick<Task, 'status'>) =>
  isResolved(task) ? 'Reopen' : 'Resolve';

/** §2.3: the form's button. */
export const saveActionLabel = (task: Pick<Task, 'status'>) =>
  isResolved(task) ? 'Reopen and Save' : 'Resolve and Save';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The assignees as a list (the view tolerates a single object, §3). */
export function assigneesOf(task: { assigned_to: TaskPerson[] | TaskPerson | null }): TaskPerson[] {
  const value = task.assigned_to;
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * §6: the creator may resolve or reopen (any status); an assignee only while OPEN or REOPEN.
 * Identity by e-mail. The server decides too; this only spares a request it would refuse.
 */
export function canChangeStatus(
  task: Pick<Task, 'status' | 'created_by' | 'assigned_to'>,
  email: string | null,
): boolean {
  if (!email) return false;
  if (task.created_by && sameEmail(task.created_by.user_id, email)) return true;
  return !isResolved(task) && assigneesOf(task).some((person) => sameEmail(person.user_id, email));
}

export const isAssignedTo = (task: Pick<Task, 'assigned_to'>, email: string) =>
  assigneesOf(task).some((person) => sameEmail(person.user_id, email));
