import {
  CREATED_FROM_TYPES,
  type CreatedFromType,
  personFromEmail,
  type RecurrenceRuleInput,
  type Task,
  type TaskCreateInput,
  type TaskStatus,
  type TaskUpdateInput,
} from '@fleet/contracts';
import { assigneesOf } from './status';

/**
 * The task form's values (document 2 §2.2). Ids are what the task stores; the lookups' labels
 * are kept beside them so a prefilled select shows its text.
 *
 * Instruction and description (§2.3): the form's Instruction field is issue.instruction and its
 * Description field is issue.description, on create, edit and view alike (no swap). See README.
 */
export interface TaskFormValues {
  status: TaskStatus;
  taskId: string | null;
  orderNumber: string | null;
  /** MM/DD/YYYY or null. */
  dueDate: string | null;
  taskTypeId: string | null;
  departmentId: string | null;
  tripId: string | null;
  truckId: string | null;
  trailerId: string | null;
  driverId: string | null;
  instruction: string;
  description: string;
  customerName: string | null;
  /** Assignees' e-mails. */
  assignedTo: string[];
  createdFromId: string | null;
  createdFromType: CreatedFromType | null;
  /** Files to upload once the task is saved. */
  uploads: File[];
  /** null: no recurrence (no rule is sent). */
  recurrenceConfig: RecurrenceRuleInput | null;
}

/** Labels the lookups showed for the current values (driver name, …), by field. */
export type LookupLabels = Partial<Record<'driverId', string>>;

export const emptyTaskForm = (): TaskFormValues => ({
  status: 'OPEN',
  taskId: null,
  orderNumber: null,
  dueDate: null,
  taskTypeId: null,
  departmentId: null,
  tripId: null,
  truckId: null,
  trailerId: null,
  driverId: null,
  instruction: '',
  description: '',
  customerName: null,
  assignedTo: [],
  createdFromId: null,
  createdFromType: null,
  uploads: [],
  recurrenceConfig: null,
});

export const isCreatedFromType = (value: string | null): value is CreatedFromType =>
  (CREATED_FROM_TYPES as readonly string[]).includes(value ?? '');

/** /task/create?createdFromType=&createdFromId= prefill the Created From link (§2.2). */
export function formFromQuery(params: URLSearchParams): TaskFormValues {
  const type = params.get('createdFromType');
  const id = params.get('createdFromId')?.trim() || null;
  const values = emptyTaskForm();
  if (isCreatedFromType(type) && id) {
    values.createdFromType = type;
    values.createdFromId = id;
  }
  return values;
}

/** A saved task in the form. */
export function formFromTask(task: Task): TaskFormValues {
  const meta = task.origin?.meta_data ?? null;
  return {
    status: task.status ?? 'OPEN',
    taskId: task.task_id,
    orderNumber: task.order_id,
    dueDate: task.due_date,
    taskTypeId: task.task_type_id,
    departmentId: task.department_id,
    tripId: task.trip_id,
    truckId: task.truck_id,
    trailerId: task.trailer_id,
    driverId: task.driver_id,
    instruction: task.issue?.instruction ?? '',
    description: task.issue?.description ?? '',
    customerName: task.customer_name,
    assignedTo: assigneesOf(task).map((person) => person.user_id),
    createdFromId: meta?.created_from_id ?? null,
    createdFromType: meta?.created_from_type ?? null,
    uploads: [],
    recurrenceConfig: task.is_recurring ? task.recurrence_rule : null,
  };
}

/** POST /v1/tasks/task body (§7); the recurrence rule only when one is configured. */
export function createBody(values: TaskFormValues): TaskCreateInput {
  const body: TaskCreateInput = {
    department_id: values.departmentId,
    task_type_id: values.taskTypeId,
    trip_id: values.tripId,
    truck_id: values.truckId,
    trailer_id: values.trailerId,
    driver_id: values.driverId,
    issue: { instruction: values.instruction, description: values.description },
    order_id: values.orderNumber,
    customer_name: values.customerName,
    due_date: values.dueDate,
    assigned_to: values.assignedTo.map(personFromEmail),
    is_recurring: values.recurrenceConfig !== null,
  };
  if (values.recurrenceConfig) body.recurrence_rule = values.recurrenceConfig;
  if (values.createdFromId && values.createdFromType) {
    body.origin = {
      meta_data: {
        created_from_id: values.createdFromId,
        created_from_type: values.createdFromType,
      },
    };
  }
  return body;
}

/**
 * PUT /v1/tasks/task body: the create fields plus task_id. The status is left out (the API keeps
 * it): status changes go through complete-reopen ('Resolve and Save' / 'Reopen and Save'), so a
 * save never undoes a resolve made meanwhile in another tab.
 */
export function updateBody(values: TaskFormValues, taskId: string): TaskUpdateInput {
  const body: TaskUpdateInput = { ...createBody(values), task_id: taskId };
  // An edit that removes the recurrence says so.
  if (!values.recurrenceConfig) body.recurrence_rule = null;
  return body;
}

/** Weekday names, 0 Sunday … 6 Saturday (the recurrence rule's days_of_week). */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
/** Month names, index 0 January (month_of_year - 1). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** One line about a rule, for the form and the view. */
export function describeRule(rule: RecurrenceRuleInput | null | undefined): string {
  if (!rule) return 'Does not repeat';
  const every = rule.interval ?? 1;
  const unit: Record<string, string> = {
    DAILY: 'day',
    WEEKLY: 'week',
    MONTHLY: 'month',
    YEARLY: 'year',
    CUSTOM: 'day',
    LIMITED_OCCURENCE: 'day',
  };
  const parts = [
    `Repeats every ${every === 1 ? '' : `${every} `}${unit[rule.frequency]}${every === 1 ? '' : 's'}`,
  ];
  if (rule.frequency === 'WEEKLY' && rule.days_of_week?.length) {
    parts.push(`on ${rule.days_of_week.map((day) => WEEKDAYS[day]?.slice(0, 3)).join(', ')}`);
  }
  if (rule.frequency === 'MONTHLY' && rule.days_of_month?.length) {
    parts.push(`on day ${rule.days_of_month.join(', ')}`);
  }
  if (rule.frequency === 'YEARLY') {
    parts.push(`on ${MONTHS[(rule.month_of_year ?? 1) - 1]} ${rule.days_of_month?.[0] ?? 1}`);
  }
  if (rule.max_occurence_count) parts.push(`for ${rule.max_occurence_count} occurrences`);
  else if (rule.end_date) parts.push(`until ${rule.end_date}`);
  const due = rule.due_date_days_from_now ?? 0;
  if (due > 0) parts.push(`due ${due} day${due === 1 ? '' : 's'} after each`);
  return parts.join(' ');
}
