import { z } from 'zod';

/**
 * Tasks, task types, departments and recurrence (document 2 §2.1-2.4, §2.6 Tasks tab, §3, §4, §5,
 * §6, §7 "Tasks" and "Lookups", §8, §9). Paths are the fleet API's. Answers of the task calls
 * are wrapped as { Data } (§7: "response Data is the task list").
 */

export const TASK_PATHS = {
  /** POST, empty body: every task of the account. */
  all: '/v1/tasks/task/all',
  /** POST creates, PUT updates (body carries task_id). */
  task: '/v1/tasks/task',
  /** GET one task by its _id (the view and edit screens). */
  byId: '/v1/tasks/task/:id',
  completeReopen: '/v1/tasks/task/complete-reopen',
  taskTypes: '/v1/tasks/task-type',
  taskType: '/v1/tasks/task-type/:id',
  departments: '/v1/tasks/department',
  department: '/v1/tasks/department/:id',
} as const;

/** Lookups for the task forms and filters (§7): GET ?search=&limit= (limit -1: no limit). */
export const LOOKUP_PATHS = {
  drivers: '/v1/drivers',
  loads: '/v1/loads',
  trailers: '/v1/trailers',
  trucks: '/v1/trucks',
  customerNames: '/v1/loads/customer-name',
  users: '/v1/loads/users',
  orderNumbers: '/v1/loads/order_number',
} as const;
export type LookupKind = keyof typeof LOOKUP_PATHS;

/** §9 page sizes. */
export const TASK_LOOKUP_LIMIT = 10;
export const USER_LOOKUP_LIMIT = 100;
export const NO_LIMIT = -1;
/** Largest page a lookup answers even when asked for "no limit". */
export const MAX_LOOKUP_LIMIT = 5_000;

export const lookupQuerySchema = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters').default(''),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(-1, 'limit must be -1 (no limit) or more')
    .max(MAX_LOOKUP_LIMIT, `limit must be at most ${MAX_LOOKUP_LIMIT}`)
    .default(TASK_LOOKUP_LIMIT),
});
export type LookupQuery = z.infer<typeof lookupQuerySchema>;

/** One lookup entry: `id` is what a task stores (trip_id, driver_id, user e-mail…), `label` shown. */
export const lookupItemSchema = z.object({ id: z.string(), label: z.string() });
export type LookupItem = z.infer<typeof lookupItemSchema>;
export const lookupResponseSchema = z.object({ Data: z.array(lookupItemSchema) });

export const TASK_STATUSES = ['OPEN', 'REOPEN', 'RESOLVED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The list screen's status filter (§2.1, §4). */
export const TASK_LIST_FILTERS = ['OPEN', 'RESOLVED', 'PAST_DUE', 'DUE_TODAY'] as const;
export type TaskListFilter = (typeof TASK_LIST_FILTERS)[number];

export const CREATED_FROM_TYPES = ['eta', 'detention', 'tempViolation'] as const;
export type CreatedFromType = (typeof CREATED_FROM_TYPES)[number];

/** §3; LIMITED_OCCURENCE (spelled so) is only met on read and runs like CUSTOM. */
export const RECURRENCE_FREQUENCIES = [
  'DAILY',
  'WEEKLY',
  'MONTHLY',
  'YEARLY',
  'CUSTOM',
  'LIMITED_OCCURENCE',
] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** §9 recurrence defaults; the time zone of related forms. */
export const DEFAULT_RECURRENCE_INTERVAL = 1;
export const DEFAULT_TASK_TIME_ZONE = 'US/Pacific';
export const MAX_RECURRENCE_INTERVAL = 1_000;
export const MAX_DUE_OFFSET_DAYS = 3_650;

/** A calendar date as the screens enter it and the API carries it (§5): MM/DD/YYYY. */
export const usDateSchema = z
  .string()
  .trim()
  .regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/, 'must be a date as MM/DD/YYYY')
  .refine((value) => {
    const [m, d, y] = value.split('/').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'is not a calendar date');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const recurrenceRuleSchema = z.object({
  frequency: z.enum(RECURRENCE_FREQUENCIES, {
    error: `frequency must be one of ${RECURRENCE_FREQUENCIES.join(', ')}`,
  }),
  /** Every `interval` days/weeks/months/years (CUSTOM: days, the only unit offered). */
  interval: z
    .number({ error: 'interval must be a number' })
    .int('interval must be a whole number')
    .min(1, 'interval must be at least 1')
    .max(MAX_RECURRENCE_INTERVAL, `interval must be at most ${MAX_RECURRENCE_INTERVAL}`)
    .default(DEFAULT_RECURRENCE_INTERVAL),
  /** 0 Sunday … 6 Saturday (WEEKLY). */
  days_of_week: z
    .array(z.number().int().min(0, 'days_of_week: 0-6').max(6, 'days_of_week: 0-6'))
    .max(7)
    .optional(),
  /** 1-31 (MONTHLY, YEARLY); a day past the month's end falls on its last day. */
  days_of_month: z
    .array(z.number().int().min(1, 'days_of_month: 1-31').max(31, 'days_of_month: 1-31'))
    .max(31)
    .optional(),
  /** 1 January … 12 December (YEARLY). */
  month_of_year: z.number().int().min(1).max(12).nullable().optional(),
  end_date: usDateSchema.nullable().optional(),
  max_occurence_count: z
    .number()
    .int('max_occurence_count must be a whole number')
    .min(1, 'max_occurence_count must be at least 1')
    .nullable()
    .optional(),
  /** Each occurrence is due this many days after the day it is created (§4). */
  due_date_days_from_now: z
    .number()
    .int()
    .min(0, 'due_date_days_from_now must not be negative')
    .max(MAX_DUE_OFFSET_DAYS)
    .default(0),
  /** The IANA zone whose calendar days the rule counts in (default US/Pacific, §9). */
  time_zone: z
    .string()
    .refine(isTimeZone, 'time_zone must be an IANA time zone')
    .default(DEFAULT_TASK_TIME_ZONE),
});
export type RecurrenceRule = z.infer<typeof recurrenceRuleSchema>;
export type RecurrenceRuleInput = z.input<typeof recurrenceRuleSchema>;

/** A person on a task: user_id is the e-mail, name the part before the at sign (§5). */
export const taskPersonSchema = z.object({
  user_id: z.email('user_id must be an e-mail address').max(320),
  name: z.string().trim().max(200),
});
export type TaskPerson = z.infer<typeof taskPersonSchema>;

const optionalId = z.string().trim().max(200).nullable().optional();

export const taskOriginSchema = z.object({
  meta_data: z
    .object({
      created_from_id: z.string().trim().min(1).max(200),
      created_from_type: z.enum(CREATED_FROM_TYPES),
    })
    .nullable()
    .optional(),
});

/** POST /v1/tasks/task (§7). */
export const taskCreateSchema = z.object({
  department_id: optionalId,
  task_type_id: optionalId,
  trip_id: optionalId,
  truck_id: optionalId,
  trailer_id: optionalId,
  driver_id: optionalId,
  order_id: optionalId,
  customer_name: z.string().trim().max(200).nullable().optional(),
  issue: z
    .object({
      instruction: z.string().max(10_000).default(''),
      description: z.string().max(10_000).default(''),
    })
    .default({ instruction: '', description: '' }),
  due_date: usDateSchema.nullable().optional(),
  assigned_to: z.array(taskPersonSchema).max(100).default([]),
  is_recurring: z.boolean().default(false),
  recurrence_rule: recurrenceRuleSchema.nullable().optional(),
  origin: taskOriginSchema.nullable().optional(),
});
export type TaskCreate = z.infer<typeof taskCreateSchema>;
export type TaskCreateInput = z.input<typeof taskCreateSchema>;

/**
 * PUT /v1/tasks/task: the create fields plus task_id and status (the form's default is OPEN).
 * The other fields replace the stored ones. status absent: unchanged. RESOLVED resolves an open
 * task; OPEN or REOPEN on a resolved task reopens it (stored as REOPEN, §4); OPEN on a REOPEN
 * task keeps REOPEN. A change of status obeys the rules of complete-reopen (§6).
 */
export const taskUpdateSchema = taskCreateSchema.extend({
  task_id: z.string().trim().min(1, 'task_id is required').max(100),
  status: z
    .enum(TASK_STATUSES, { error: `status must be one of ${TASK_STATUSES.join(', ')}` })
    .optional(),
});
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;

/** POST /v1/tasks/task/complete-reopen. */
export const taskCompleteReopenSchema = z.object({
  task_id: z.string().trim().min(1, 'task_id is required').max(100),
  reopen: z.boolean({ error: 'reopen must be true or false' }),
});

export const taskAttachmentSchema = z.object({
  _id: z.string(),
  upload: z.object({ file_name: z.string() }),
});

export const taskSchema = z.object({
  _id: z.string(),
  /** Human id, e.g. T-000042; unique per account. */
  task_id: z.string(),
  status: z.enum(TASK_STATUSES),
  order_id: z.string().nullable(),
  due_date: usDateSchema.nullable(),
  task_type_id: z.string().nullable(),
  task_type: z.object({ task_type_id: z.string(), name: z.string() }).nullable(),
  department_id: z.string().nullable(),
  department_details: z.object({ department_id: z.string(), name: z.string() }).nullable(),
  trip_id: z.string().nullable(),
  truck_id: z.string().nullable(),
  trailer_id: z.string().nullable(),
  driver_id: z.string().nullable(),
  driver_details: z.object({ name: z.string() }).nullable(),
  customer_name: z.string().nullable(),
  issue: z.object({ description: z.string(), instruction: z.string() }),
  assigned_to: z.array(taskPersonSchema),
  created_by: taskPersonSchema,
  created_at: z.string(),
  origin: taskOriginSchema.nullable(),
  is_recurring: z.boolean(),
  recurrence_rule: recurrenceRuleSchema.nullable(),
  /** The series this task is an occurrence of (1 = the task as created). */
  occurrence: z.number().int().nullable(),
  uploads: z.array(taskAttachmentSchema),
});
export type Task = z.infer<typeof taskSchema>;

export const taskTypeSchema = z.object({
  task_type_id: z.string(),
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
});
export type TaskType = z.infer<typeof taskTypeSchema>;

export const departmentSchema = z.object({
  department_id: z.string(),
  name: z.string(),
  is_active: z.boolean(),
});
export type Department = z.infer<typeof departmentSchema>;

const lookupName = z
  .string()
  .trim()
  .min(1, 'name is required')
  .max(100, 'name must be at most 100 characters');

/** POST /v1/tasks/task-type; the id is derived from the name when absent (§3). */
export const taskTypeCreateSchema = z.object({
  task_type_id: z.string().trim().max(120).optional(),
  name: lookupName,
  description: z.string().trim().max(1_000).default(''),
  is_active: z.boolean().default(true),
});
/** PUT /v1/tasks/task-type/{id}: the fields sent change, the others stay (no defaults here). */
export const taskTypeUpdateSchema = z
  .object({
    name: lookupName.optional(),
    description: z.string().trim().max(1_000).optional(),
    is_active: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'nothing to change');

export const departmentCreateSchema = z.object({
  department_id: z.string().trim().max(120).optional(),
  name: lookupName,
  is_active: z.boolean().default(true),
});
export const departmentUpdateSchema = z
  .object({ name: lookupName.optional(), is_active: z.boolean().optional() })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'nothing to change');

/** DELETE of a type or department that tasks use answers 409 with this body (§2.6 warning). */
export const linkedTasksErrorSchema = z.object({
  code: z.literal('tasks/linked'),
  message: z.string(),
  linked_tasks: z.number().int(),
});

/** §3/§5: upper case, spaces to hyphens ("Road side" → "ROAD-SIDE"). */
export function lookupIdFromName(name: string): string {
  return name.trim().toUpperCase().replace(/\s+/g, '-');
}

/** §5: an assignee's display name is the part of the e-mail before the at sign. */
export function personFromEmail(email: string): TaskPerson {
  return { user_id: email, name: email.split('@')[0] ?? email };
}

/** §4: the linked-task warning of the delete dialog. */
export function linkedTasksWarning(count: number, kind: 'task type' | 'department'): string {
  return `There are ${count} tasks linked to this ${kind}.`;
}
