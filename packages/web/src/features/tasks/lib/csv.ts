import type { Task } from '@fleet/contracts';
import { assigneesOf, statusLabel } from './status';

export const TASK_CSV_FILE_NAME = 'task_list.csv';

const COLUMNS: { header: string; value: (task: Task, today: number) => string }[] = [
  { header: 'Task ID', value: (t) => t.task_id },
  { header: 'Status', value: (t, today) => statusLabel(t, today) },
  { header: 'Task Type', value: (t) => t.task_type?.name ?? t.task_type_id ?? '' },
  { header: 'Department', value: (t) => t.department_details?.name ?? t.department_id ?? '' },
  { header: 'Due Date', value: (t) => t.due_date ?? '' },
  { header: 'Trip', value: (t) => t.trip_id ?? '' },
  { header: 'Order', value: (t) => t.order_id ?? '' },
  { header: 'Customer', value: (t) => t.customer_name ?? '' },
  { header: 'Truck', value: (t) => t.truck_id ?? '' },
  { header: 'Trailer', value: (t) => t.trailer_id ?? '' },
  { header: 'Driver', value: (t) => t.driver_details?.name ?? t.driver_id ?? '' },
  {
    header: 'Assigned To',
    value: (t) =>
      assigneesOf(t)
        .map((person) => person.name || person.user_id)
        .join(', '),
  },
  { header: 'Created By', value: (t) => t.created_by?.name ?? '' },
  { header: 'Instruction', value: (t) => t.issue?.instruction ?? '' },
  { header: 'Description', value: (t) => t.issue?.description ?? '' },
];

export const TASK_CSV_HEADERS = COLUMNS.map((column) => column.header);

/** The filtered tasks as CSV text (papaparse, loaded on first use). */
export async function tasksToCsv(tasks: readonly Task[], today: number): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse({
    fields: TASK_CSV_HEADERS,
    data: tasks.map((task) => COLUMNS.map((column) => column.value(task, today))),
  });
}
