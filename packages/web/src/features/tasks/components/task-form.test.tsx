import { FILE_PATHS, MAX_FILE_BYTES, TASK_PATHS } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTasksApi, makeTask } from '../testing/fake-tasks-api';
import { dayFromToday, ME, me, renderTasks } from '../testing/render';

// The machine is shared with other test runs; give the lazy routes and queries room under load.
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const TYPES = [
  { task_type_id: 'ROAD-SIDE', name: 'Road side', description: '', is_active: true },
  { task_type_id: 'OLD', name: 'Old type', description: '', is_active: false },
];
const DEPARTMENTS = [{ department_id: 'OPS', name: 'Ops', is_active: true }];
const LOOKUPS = {
  drivers: [
    { id: 'drv-1', label: 'Dallas Dan' },
    { id: 'drv-2', label: 'Reno Rita' },
  ],
  loads: [{ id: 'trip-uuid-1', label: 'T1001' }],
  users: [
    { id: ME, label: ME },
    { id: 'olga.ops@demo.test', label: 'olga.ops@demo.test' },
  ],
};

function api(
  tasks = [] as ReturnType<typeof makeTask>[],
  fail?: Record<string, { status: number; body: unknown }>,
) {
  return fakeTasksApi({
    tasks,
    taskTypes: TYPES,
    departments: DEPARTMENTS,
    lookups: LOOKUPS,
    ...(fail ? { fail } : {}),
  });
}

async function pick(
  user: ReturnType<typeof renderTasks>['user'],
  label: string,
  typed: string,
  option: string,
) {
  const box = screen.getByRole('textbox', { name: label });
  await user.click(box);
  if (typed) await user.paste(typed);
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('create task', { timeout: 60_000 }, () => {
  it('prefills Created From, uses the lookups (limit 10) and sends every field on Save', async () => {
    const {
      user,
      api: fake,
      router,
    } = renderTasks('/task/create?createdFromType=eta&createdFromId=T1001', api());
    expect(await screen.findByRole('heading', { level: 1, name: 'Create New Task' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ETA T1001' })).toHaveAttribute(
      'href',
      '/exceptionDetails?id=T1001&module=eta',
    );
    expect(screen.getByRole('region', { name: 'Related To' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Issue' })).toBeInTheDocument();
    // Nothing is looked up before a dropdown opens.
    expect(fake.to('GET', '/v1/drivers')).toHaveLength(0);
    // Created from trip T1001's exception: the Trip starts on that trip.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Trip' })).toHaveValue('T1001'));

    const driver = screen.getByRole('textbox', { name: 'Driver' });
    await user.click(driver);
    await user.paste('Dal');
    await waitFor(() =>
      expect(fake.to('GET', '/v1/drivers').map((r) => r.search)).toContain('?search=Dal&limit=10'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'Reno Rita', hidden: true })).toBeNull(),
    );
    await user.click(await screen.findByRole('option', { name: 'Dallas Dan', hidden: true }));
    await pick(user, 'Task Type', '', 'Road side');
    // An inactive type is not offered.
    await user.click(screen.getByRole('textbox', { name: 'Task Type' }));
    expect(screen.queryByRole('option', { name: 'Old type', hidden: true })).toBeNull();
    await user.keyboard('{Escape}');
    await pick(user, 'Department', '', 'Ops');
    await pick(user, 'Assigned To', 'olga', 'olga.ops@demo.test');
    await user.click(screen.getByRole('textbox', { name: 'Instruction' }));
    await user.paste('Call the driver');
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await user.paste('Late at pickup');
    await user.click(screen.getByRole('textbox', { name: 'Due Date' }));
    await user.paste('12/01/2030');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.to('POST', TASK_PATHS.task)).toHaveLength(1));
    expect(fake.to('POST', TASK_PATHS.task)[0]?.body).toEqual({
      department_id: 'OPS',
      task_type_id: 'ROAD-SIDE',
      trip_id: 'trip-uuid-1',
      truck_id: null,
      trailer_id: null,
      driver_id: 'drv-1',
      issue: { instruction: 'Call the driver', description: 'Late at pickup' },
      order_id: null,
      customer_name: null,
      due_date: '12/01/2030',
      assigned_to: [{ user_id: 'olga.ops@demo.test', name: 'olga.ops' }],
      is_recurring: false,
      origin: { meta_data: { created_from_id: 'T1001', created_from_type: 'eta' } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/task/list'));
  });

  it('configures a weekly recurrence (due date today + offset), attaches a file and uploads it after the save', async () => {
    const { user, api: fake, router } = renderTasks('/task/create', api());
    await screen.findByRole('heading', { level: 1, name: 'Create New Task' });
    await user.click(screen.getByRole('button', { name: 'Configure Recurrence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Recurrence' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Repeat' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Weekly', hidden: true }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Monday' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Thursday' }));
    const every = within(dialog).getByRole('textbox', { name: 'Repeat every (week(s))' });
    await user.clear(every);
    await user.paste('2');
    await user.click(within(dialog).getByRole('textbox', { name: /Due date \(days from now\)/ }));
    await user.paste('3');
    await user.click(within(dialog).getByRole('button', { name: 'Save Recurrence' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Configure Recurrence' })).toBeNull(),
    );
    expect(screen.getByText(/Repeats every 2 weeks on Mon, Thu/)).toBeInTheDocument();
    // §4: the default due date is today + the offset.
    expect(screen.getByRole('textbox', { name: 'Due Date' })).toHaveValue(dayFromToday(3));

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
    const pdf = new File(['%PDF-1.4'], 'rate.pdf', { type: 'application/pdf' });
    await user.upload(input, [big, pdf]);
    expect(await screen.findByText('File huge.pdf exceeds the 50 MB size limit')).toBeVisible();
    const files = screen.getByRole('list', { name: 'Files to attach' });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['rate.pdf']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.to('POST', TASK_PATHS.task)).toHaveLength(1));
    expect(fake.to('POST', TASK_PATHS.task)[0]?.body).toMatchObject({
      due_date: dayFromToday(3),
      is_recurring: true,
      recurrence_rule: {
        frequency: 'WEEKLY',
        interval: 2,
        days_of_week: [1, 4],
        end_date: null,
        max_occurence_count: null,
        due_date_days_from_now: 3,
      },
    });
    await waitFor(() => expect(fake.to('POST', FILE_PATHS.upload)).toHaveLength(1));
    const form = fake.to('POST', FILE_PATHS.upload)[0]?.body as FormData;
    expect(form.get('origin_id')).toBe('new-1');
    expect(form.get('origin_type')).toBe('TASK');
    expect((form.get('file') as File).name).toBe('rate.pdf');
    await waitFor(() => expect(router.state.location.pathname).toBe('/task/list'));
    expect(fake.tasks.get('new-1')?.uploads).toEqual([
      { _id: 'file-1', upload: { file_name: 'rate.pdf' } },
    ]);
  });

  it('sends no rule without a recurrence, and shows a refusal from the server', async () => {
    const { user, api: fake } = renderTasks(
      '/task/create',
      api([], {
        [`POST ${TASK_PATHS.task}`]: {
          status: 400,
          body: { error: 'due_date: must be a date as MM/DD/YYYY' },
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Create New Task' });
    expect(screen.queryByText('Created From')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'due_date: must be a date as MM/DD/YYYY',
    );
    const body = fake.to('POST', TASK_PATHS.task)[0]?.body as Record<string, unknown>;
    expect(body.is_recurring).toBe(false);
    expect(body).not.toHaveProperty('recurrence_rule');
    expect(body).not.toHaveProperty('origin');
  });

  it('Cancel goes back to the list', async () => {
    const { user, router } = renderTasks('/task/create', api());
    await screen.findByRole('heading', { level: 1, name: 'Create New Task' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/task/list'));
  });
});

const SAVED = makeTask({
  _id: 'abc',
  task_id: 'T-000009',
  status: 'OPEN',
  due_date: '12/01/2030',
  driver_id: 'drv-2',
  driver_details: { name: 'Reno Rita' },
  task_type_id: 'ROAD-SIDE',
  task_type: { task_type_id: 'ROAD-SIDE', name: 'Road side' },
  issue: { instruction: 'Check the seal', description: 'Reefer alarm' },
  assigned_to: [me],
  is_recurring: true,
  recurrence_rule: {
    frequency: 'MONTHLY',
    interval: 1,
    days_of_month: [15],
    end_date: null,
    max_occurence_count: 4,
    due_date_days_from_now: 2,
    time_zone: 'US/Pacific',
  },
  origin: { meta_data: { created_from_id: 'T77', created_from_type: 'tempViolation' } },
  uploads: [{ _id: 'f1', upload: { file_name: 'photo.png' } }],
});

describe('edit task', { timeout: 60_000 }, () => {
  it('goes back to /task/list for a missing or unknown id', async () => {
    const first = renderTasks('/task/edit?id=nope', api([SAVED]));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/task/list'));
    first.unmount();
    const second = renderTasks('/task/edit', api([SAVED]));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/task/list'));
  });

  it('loads the task (instruction and description as saved), and Resolve and Save updates then resolves', async () => {
    const { user, api: fake, router } = renderTasks('/task/edit?id=abc', api([SAVED]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Task' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'Instruction' })).toHaveValue(
      'Check the seal',
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Reefer alarm');
    expect(screen.getByRole('textbox', { name: 'Driver' })).toHaveValue('Reno Rita');
    expect(screen.getByRole('textbox', { name: 'Due Date' })).toHaveValue('12/01/2030');
    expect(screen.getByText(/Repeats every month on day 15 for 4 occurrences/)).toBeVisible();
    expect(screen.getByText('Attached: photo.png')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen and Save' })).toBeNull();

    // The recurrence dialog opens on the saved rule.
    await user.click(screen.getByRole('button', { name: 'Configure Recurrence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Recurrence' });
    expect(within(dialog).getByRole('textbox', { name: 'Day of month' })).toHaveValue('15');
    expect(
      within(dialog).getByRole('radio', { name: 'After a number of occurrences' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Resolve and Save' }));
    await waitFor(() => expect(fake.to('POST', TASK_PATHS.completeReopen)).toHaveLength(1));
    const put = fake.to('PUT', TASK_PATHS.task)[0]?.body as Record<string, unknown>;
    expect(put).not.toHaveProperty('status');
    expect(put).toMatchObject({
      task_id: 'T-000009',
      driver_id: 'drv-2',
      issue: { instruction: 'Check the seal', description: 'Reefer alarm' },
      assigned_to: [me],
      is_recurring: true,
      recurrence_rule: SAVED.recurrence_rule,
      origin: { meta_data: { created_from_id: 'T77', created_from_type: 'tempViolation' } },
    });
    expect(fake.to('POST', TASK_PATHS.completeReopen)[0]?.body).toEqual({
      task_id: 'T-000009',
      reopen: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/task/list'));
  });

  it("offers 'Reopen and Save' for a resolved task and shows a 403 refusal", async () => {
    const { user } = renderTasks(
      '/task/edit?id=abc',
      api([{ ...SAVED, status: 'RESOLVED' }], {
        [`POST ${TASK_PATHS.completeReopen}`]: {
          status: 403,
          body: { message: 'Only the creator can reopen this task' },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reopen and Save' }));
    expect(await screen.findByText('Only the creator can reopen this task')).toBeVisible();
  });
});
