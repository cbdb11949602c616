import { TASK_PATHS } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TASK_CSV_HEADERS } from '../lib/csv';
import { dayNumber, todayNumber } from '../lib/status';
import { fakeTasksApi, makeTask } from '../testing/fake-tasks-api';
import { dayFromToday, me, other, renderTasks } from '../testing/render';
import { filterTasks } from './task-list';

// The machine is shared with other test runs; give the lazy routes and queries room under load.
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const TYPES = [
  { task_type_id: 'ROAD-SIDE', name: 'Road side', description: '', is_active: true },
  { task_type_id: 'BILLING', name: 'Billing', description: '', is_active: true },
];
const DEPARTMENTS = [{ department_id: 'OPS', name: 'Ops', is_active: true }];

const TASKS = [
  makeTask({
    _id: 'a',
    task_id: 'T-000001',
    status: 'OPEN',
    due_date: dayFromToday(-2),
    assigned_to: [me],
    task_type_id: 'ROAD-SIDE',
    task_type: { task_type_id: 'ROAD-SIDE', name: 'Road side' },
    customer_name: 'Acme, "Foods"',
    issue: { instruction: 'Call the driver', description: 'Flat tyre' },
  }),
  makeTask({
    _id: 'b',
    task_id: 'T-000002',
    status: 'REOPEN',
    due_date: dayFromToday(0),
    assigned_to: [me, other],
    task_type_id: 'BILLING',
    task_type: { task_type_id: 'BILLING', name: 'Billing' },
  }),
  makeTask({
    _id: 'c',
    task_id: 'T-000003',
    status: 'RESOLVED',
    due_date: dayFromToday(-5),
    assigned_to: [me],
  }),
  makeTask({
    _id: 'd',
    task_id: 'T-000004',
    status: 'OPEN',
    due_date: dayFromToday(3),
    assigned_to: [other],
    created_by: other,
  }),
];

function setup(
  path = '/task/list',
  tasks = TASKS,
  fail?: NonNullable<Parameters<typeof fakeTasksApi>[0]>['fail'],
) {
  return renderTasks(
    path,
    fakeTasksApi({
      tasks,
      taskTypes: TYPES,
      departments: DEPARTMENTS,
      lookups: {
        users: [
          { id: 'dispatcher@demo.test', label: 'dispatcher@demo.test' },
          { id: 'olga@demo.test', label: 'olga@demo.test' },
        ],
        customerNames: [{ id: 'Acme, "Foods"', label: 'Acme, "Foods"' }],
      },
      ...(fail ? { fail } : {}),
    }),
  );
}

async function rows() {
  const table = await screen.findByRole('table', { name: 'Tasks' });
  await within(table).findAllByRole('cell');
  return within(table).getAllByRole('row').slice(1);
}
const ids = async () =>
  (await rows()).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('task list', { timeout: 60_000 }, () => {
  it("shows 'Open Tasks' assigned to me by default, with PAST DUE / REOPENED and Resolve", async () => {
    const { api } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Open Tasks' })).toBeVisible();
    await waitFor(async () => expect(await ids()).toEqual(['T-000001', 'T-000002']));
    const [first, second] = await rows();
    expect(within(first!).getByText('PAST DUE')).toBeInTheDocument();
    expect(within(second!).getByText('REOPENED')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Resolve T-000001' })).toHaveTextContent(
      'Resolve',
    );
    expect(screen.getByRole('textbox', { name: 'Assigned To' })).toHaveValue(
      'dispatcher@demo.test',
    );
    // Lookup sizes of §2.1: users 100, customer names no limit.
    await waitFor(() =>
      expect(api.to('GET', '/v1/loads/customer-name')[0]?.search).toContain('limit=-1'),
    );
    expect(api.to('GET', '/v1/loads/users')[0]?.search).toContain('limit=100');
    expect(api.to('POST', TASK_PATHS.all)[0]?.body).toEqual({});
  });

  it('filters by the status query parameter (RESOLVED, PAST_DUE, DUE_TODAY)', async () => {
    setup('/task/list?status=RESOLVED');
    await waitFor(async () => expect(await ids()).toEqual(['T-000003']));
    const [row] = await rows();
    expect(within(row!).getByText('RESOLVED')).toBeInTheDocument();
    expect(within(row!).getByRole('button', { name: 'Reopen T-000003' })).toHaveTextContent(
      'Reopen',
    );
  });

  it('PAST_DUE keeps unresolved tasks due before today; DUE_TODAY those due today', async () => {
    const { router } = setup('/task/list?status=PAST_DUE');
    await waitFor(async () => expect(await ids()).toEqual(['T-000001']));
    await router.navigate('/task/list?status=DUE_TODAY');
    await waitFor(async () => expect(await ids()).toEqual(['T-000002']));
  });

  it('clearing Assigned To lists everyone; Task Type narrows; the status select writes the URL', async () => {
    const { user, router } = setup();
    await waitFor(async () => expect(await ids()).toEqual(['T-000001', 'T-000002']));
    const assigned = screen.getByRole('textbox', { name: 'Assigned To' });
    const clear = assigned.parentElement?.querySelector('button');
    await user.click(clear!);
    await waitFor(async () => expect(await ids()).toEqual(['T-000001', 'T-000002', 'T-000004']));
    // Another user's task, not created by me: no Resolve for me.
    const rowsNow = await rows();
    expect(within(rowsNow[2]!).getByRole('button', { name: 'Resolve T-000004' })).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Task Type' }));
    await user.click(await screen.findByRole('option', { name: 'Billing', hidden: true }));
    await waitFor(async () => expect(await ids()).toEqual(['T-000002']));
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Resolved', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=RESOLVED'));
    expect(await screen.findByText('No tasks match these filters.')).toBeInTheDocument();
  });

  it('downloads the filtered rows as task_list.csv', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:x';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = setup();
    await waitFor(async () => expect(await ids()).toEqual(['T-000001', 'T-000002']));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    click.mockRestore();
    created.mockRestore();
    expect(names).toEqual(['task_list.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    const lines = text.split(/\r\n/);
    expect(lines[0]).toBe(TASK_CSV_HEADERS.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('T-000001,PAST DUE,Road side');
    // Quotes and commas are escaped.
    expect(lines[1]).toContain('"Acme, ""Foods"""');
    expect(lines[1]).toContain('Call the driver,Flat tyre');
    expect(lines[2]).toContain('T-000002,REOPENED,Billing');
  });

  it('Resolve sends complete-reopen (reopen false) and the task leaves the open list', async () => {
    const { user, api } = setup();
    await waitFor(async () => expect(await ids()).toEqual(['T-000001', 'T-000002']));
    await user.click(screen.getByRole('button', { name: 'Resolve T-000001' }));
    await waitFor(() =>
      expect(api.to('POST', TASK_PATHS.completeReopen).map((r) => r.body)).toEqual([
        { task_id: 'T-000001', reopen: false },
      ]),
    );
    await waitFor(async () => expect(await ids()).toEqual(['T-000002']));
  });

  it('Reopen sends reopen true; a refusal shows the server message', async () => {
    const { user, api } = setup('/task/list?status=RESOLVED', TASKS, {
      [`POST ${TASK_PATHS.completeReopen}`]: {
        status: 403,
        body: { code: 'tasks/forbidden', message: 'Only the creator or an assignee can do this' },
      },
    });
    await waitFor(async () => expect(await ids()).toEqual(['T-000003']));
    await user.click(screen.getByRole('button', { name: 'Reopen T-000003' }));
    expect(
      await screen.findByText('Only the creator or an assignee can do this'),
    ).toBeInTheDocument();
    expect(api.to('POST', TASK_PATHS.completeReopen)[0]?.body).toEqual({
      task_id: 'T-000003',
      reopen: true,
    });
  });

  it('shows the error with Try again when the list fails', async () => {
    setup('/task/list', TASKS, {
      [`POST ${TASK_PATHS.all}`]: { status: 500, body: { detail: 'database away' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('database away');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('pages the list 50 rows at a time', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      makeTask({
        _id: `m${i}`,
        task_id: `T-${String(i + 1).padStart(6, '0')}`,
        due_date: dayFromToday(1),
        assigned_to: [me],
      }),
    );
    const { user } = setup('/task/list', many);
    await waitFor(async () => expect(await rows()).toHaveLength(50));
    expect(screen.getByText('120 tasks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(async () => expect(await rows()).toHaveLength(20));
    expect((await ids())[0]).toBe('T-000101');
  });
});

describe('filterTasks', { timeout: 60_000 }, () => {
  it('filters and sorts 10,000 tasks (soonest due first, no due date last)', () => {
    const today = todayNumber();
    const many = Array.from({ length: 10_000 }, (_, i) =>
      makeTask({
        _id: `m${i}`,
        task_id: `T-${String(i).padStart(6, '0')}`,
        due_date: i % 10 === 0 ? null : dayFromToday((i % 7) - 3),
        status: i % 3 === 0 ? 'RESOLVED' : i % 3 === 1 ? 'OPEN' : 'REOPEN',
        assigned_to: i % 2 === 0 ? [me] : [other],
      }),
    );
    const filters = {
      status: 'PAST_DUE' as const,
      assignedTo: me.user_id,
      taskTypeId: null,
      departmentId: null,
      customerName: null,
    };
    const kept = filterTasks(many, filters, today);
    const expected = many.filter((t) => {
      const due = dayNumber(t.due_date);
      return t.status !== 'RESOLVED' && due !== null && due < today && t.assigned_to[0] === me;
    });
    expect(kept).toHaveLength(expected.length);
    expect(kept.length).toBeGreaterThan(1000);
    const dues = kept.map((t) => dayNumber(t.due_date)!);
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    const open = filterTasks(many, { ...filters, status: 'OPEN' }, today);
    expect(open.at(-1)?.due_date).toBeNull();
  });
});
