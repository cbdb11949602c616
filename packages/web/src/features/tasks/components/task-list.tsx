import {
  NO_LIMIT,
  TASK_LIST_FILTERS,
  type Task,
  type TaskListFilter,
  USER_LOOKUP_LIMIT,
} from '@fleet/contracts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { useAuthSelector } from '@/lib/auth';
import { useCurrentUser } from '@/lib/current-user';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { useDepartments, useLookup, useTaskTypes } from '../api/lookups';
import { errorText } from '../api/save-task';
import { useCompleteOrReopenTask, useTasks } from '../api/tasks';
import { TASK_CSV_FILE_NAME, tasksToCsv } from '../lib/csv';
import { taskViewHref } from '../lib/links';
import {
  actionLabel,
  assigneesOf,
  canChangeStatus,
  dayNumber,
  isAssignedTo,
  matchesStatusFilter,
  parseStatusFilter,
  STATUS_FILTER_LABELS,
  statusLabel,
  todayNumber,
} from '../lib/status';

export const TASK_PAGE_SIZE = 50;

export interface TaskFilters {
  status: TaskListFilter;
  /** An e-mail; null: anyone. */
  assignedTo: string | null;
  taskTypeId: string | null;
  departmentId: string | null;
  customerName: string | null;
}

/** The tasks the filters keep (§4), soonest due first (no due date last). */
export function filterTasks(tasks: readonly Task[], filters: TaskFilters, today: number): Task[] {
  const kept = tasks.filter(
    (task) =>
      matchesStatusFilter(task, filters.status, today) &&
      (!filters.assignedTo || isAssignedTo(task, filters.assignedTo)) &&
      (!filters.taskTypeId || task.task_type_id === filters.taskTypeId) &&
      (!filters.departmentId || task.department_id === filters.departmentId) &&
      (!filters.customerName || task.customer_name === filters.customerName),
  );
  const due = (task: Task) => dayNumber(task.due_date) ?? Number.POSITIVE_INFINITY;
  return kept.sort((a, b) => due(a) - due(b) || a.task_id.localeCompare(b.task_id));
}

/** /task/list (document 2 §2.1). */
export function TaskListScreen() {
  const [params, setParams] = useSearchParams();
  const status = parseStatusFilter(params.get('status'));
  const { user } = useCurrentUser();
  const signedIn = useAuthSelector(
    (state) => state.context.session !== null && state.context.session !== undefined,
  );
  const email = user?.email ?? null;
  // The assigned-to filter defaults to the current user (§2.1); undefined: not changed yet.
  const [assignedTo, setAssignedTo] = useState<string | null | undefined>(undefined);
  const [taskTypeId, setTaskTypeId] = useState<string | null>(null);
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [customerName, setCustomerName] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const tasks = useTasks();
  const taskTypes = useTaskTypes();
  const departments = useDepartments();
  const users = useLookup('users', '', USER_LOOKUP_LIMIT);
  const customers = useLookup('customerNames', '', NO_LIMIT);
  const today = todayNumber();

  const assignee = assignedTo === undefined ? email : assignedTo;
  const rows = useMemo(
    () =>
      signedIn
        ? filterTasks(
            tasks.data ?? [],
            { status, assignedTo: assignee, taskTypeId, departmentId, customerName },
            today,
          )
        : [],
    [tasks.data, signedIn, status, assignee, taskTypeId, departmentId, customerName, today],
  );
  const pages = Math.max(1, Math.ceil(rows.length / TASK_PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = rows.slice((current - 1) * TASK_PAGE_SIZE, current * TASK_PAGE_SIZE);

  const userOptions = useMemo(() => {
    const options = (users.data ?? []).map((item) => ({ value: item.id, label: item.label }));
    if (assignee && !options.some((o) => o.value === assignee)) {
      options.unshift({ value: assignee, label: assignee });
    }
    return options;
  }, [users.data, assignee]);

  const change =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  const downloadCsv = async () => {
    try {
      const csv = await tasksToCsv(rows, today);
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), TASK_CSV_FILE_NAME);
    } catch (error) {
      notify.error(errorText(error));
    }
  };

  return (
    <Page title="Open Tasks" size="xl">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Status"
          data={TASK_LIST_FILTERS.map((value) => ({ value, label: STATUS_FILTER_LABELS[value] }))}
          value={status}
          allowDeselect={false}
          w={160}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            next.set('status', parseStatusFilter(value));
            setParams(next, { replace: true });
            setPage(1);
          }}
          comboboxProps={{ withinPortal: false }}
        />
        <Select
          label="Assigned To"
          placeholder="Anyone"
          data={userOptions}
          value={assignee}
          onChange={change(setAssignedTo)}
          clearable
          searchable
          w={240}
          comboboxProps={{ withinPortal: false }}
        />
        <Select
          label="Task Type"
          placeholder="Any"
          data={(taskTypes.data ?? []).map((t) => ({ value: t.task_type_id, label: t.name }))}
          value={taskTypeId}
          onChange={change(setTaskTypeId)}
          clearable
          searchable
          w={200}
          comboboxProps={{ withinPortal: false }}
        />
        <Select
          label="Department"
          placeholder="Any"
          data={(departments.data ?? []).map((d) => ({ value: d.department_id, label: d.name }))}
          value={departmentId}
          onChange={change(setDepartmentId)}
          clearable
          searchable
          w={200}
          comboboxProps={{ withinPortal: false }}
        />
        <Select
          label="Customer Name"
          placeholder="Any"
          data={[...new Set((customers.data ?? []).map((item) => item.label))]}
          value={customerName}
          onChange={change(setCustomerName)}
          clearable
          searchable
          limit={200}
          w={220}
          comboboxProps={{ withinPortal: false }}
        />
        <Button variant="light" onClick={downloadCsv} disabled={!tasks.data}>
          Download CSV
        </Button>
        <Button component={Link} to="/task/create">
          Create Task
        </Button>
      </Group>
      <TaskTable
        state={
          !signedIn
            ? 'empty'
            : tasks.isPending
              ? 'loading'
              : tasks.isError
                ? 'error'
                : rows.length === 0
                  ? 'empty'
                  : 'rows'
        }
        error={tasks.isError ? errorText(tasks.error) : null}
        onRetry={() => tasks.refetch()}
        rows={visible}
        total={rows.length}
        today={today}
        email={email}
        showActions={signedIn}
      />
      {pages > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {rows.length} tasks
          </Text>
          <Pagination total={pages} value={current} onChange={setPage} aria-label="Pages" />
        </Group>
      ) : null}
    </Page>
  );
}

function TaskTable({
  state,
  error,
  onRetry,
  rows,
  total,
  today,
  email,
  showActions,
}: {
  state: 'loading' | 'error' | 'empty' | 'rows';
  error: string | null;
  onRetry: () => void;
  rows: Task[];
  total: number;
  today: number;
  email: string | null;
  showActions: boolean;
}) {
  const change = useCompleteOrReopenTask();
  const headers = [
    'Task ID',
    'Status',
    'Task Type',
    'Department',
    'Due Date',
    'Trip',
    'Customer',
    'Assigned To',
    ...(showActions ? ['Action'] : []),
  ];
  if (state === 'loading') return <Loader aria-label="Loading tasks" />;
  if (state === 'error') {
    return (
      <Alert color="red" role="alert" title="Failed to fetch tasks">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error}</Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label="Tasks" aria-rowcount={total + 1}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header} scope="col">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {state === 'empty' ? (
            <Table.Tr>
              <Table.Td colSpan={headers.length}>
                <Text c="dimmed" ta="center" py="lg">
                  No tasks match these filters.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((task) => {
              const pending = change.isPending && change.variables?.task_id === task.task_id;
              const allowed = canChangeStatus(task, email);
              return (
                <Table.Tr key={task._id}>
                  <Table.Td>
                    <Anchor component={Link} to={taskViewHref(task._id)}>
                      {task.task_id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{statusLabel(task, today)}</Table.Td>
                  <Table.Td>{task.task_type?.name ?? task.task_type_id ?? '-'}</Table.Td>
                  <Table.Td>{task.department_details?.name ?? task.department_id ?? '-'}</Table.Td>
                  <Table.Td>{task.due_date ?? '-'}</Table.Td>
                  <Table.Td>{task.trip_id ?? '-'}</Table.Td>
                  <Table.Td>{task.customer_name ?? '-'}</Table.Td>
                  <Table.Td>
                    {assigneesOf(task)
                      .map((person) => person.name || person.user_id)
                      .join(', ') || '-'}
                  </Table.Td>
                  {showActions ? (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        loading={pending}
                        disabled={!allowed}
                        title={
                          allowed
                            ? undefined
                            : 'Only the creator, or an assignee while the task is open, can change it'
                        }
                        aria-label={`${actionLabel(task)} ${task.task_id}`}
                        onClick={() =>
                          change.mutate(
                            { task_id: task.task_id, reopen: task.status === 'RESOLVED' },
                            { onError: (failure) => notify.error(errorText(failure)) },
                          )
                        }
                      >
                        {actionLabel(task)}
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
