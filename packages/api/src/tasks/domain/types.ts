import type { RecurrenceRule, TaskPerson, TaskStatus } from '@fleet/contracts';

/** The origin a task was created from (document 2 §3: origin.meta_data). */
export interface TaskOrigin {
  meta_data?: { created_from_id: string; created_from_type: string } | null;
}

/** The fields a create or an update writes (due_date as 'YYYY-MM-DD'). */
export interface TaskWrite {
  order_id: string | null;
  due_date: string | null;
  task_type_id: string | null;
  department_id: string | null;
  trip_id: string | null;
  truck_id: string | null;
  trailer_id: string | null;
  driver_id: string | null;
  customer_name: string | null;
  issue_description: string;
  issue_instruction: string;
  assigned_to: TaskPerson[];
  origin: TaskOrigin | null;
  is_recurring: boolean;
  recurrence_rule: RecurrenceRule | null;
}

/** A task as the list query reads it, type, department and driver joined. */
export interface TaskRow {
  id: string;
  task_id: string;
  status: TaskStatus | null;
  order_id: string | null;
  due_date: string | null;
  task_type_id: string | null;
  task_type_name: string | null;
  department_id: string | null;
  department_name: string | null;
  trip_id: string | null;
  truck_id: string | null;
  trailer_id: string | null;
  driver_id: string | null;
  driver_name: string | null;
  customer_name: string | null;
  issue_description: string;
  issue_instruction: string;
  assigned_to: TaskPerson[];
  created_by_email: string;
  created_by_name: string;
  created_at: Date | string;
  origin: TaskOrigin | null;
  is_recurring: boolean;
  recurrence_rule: RecurrenceRule | null;
  series_id: string | null;
  occurrence: number | null;
}

/** What a status change or an update needs to know of the stored task. */
export interface TaskRecord {
  id: string;
  task_id: string;
  status: TaskStatus;
  created_by_email: string;
  assignee_emails: string[];
  series_id: string | null;
  occurrence: number | null;
  is_recurring: boolean;
  recurrence_rule: RecurrenceRule | null;
}

/** The signed-in user acting on tasks. */
export interface Actor {
  accountId: string;
  userId: string;
  email: string;
}
