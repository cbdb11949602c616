import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTasksApi, makeTask } from '../testing/fake-tasks-api';
import { dayFromToday, me, other, renderTasks } from '../testing/render';

// The machine is shared with other test runs; give the lazy routes and queries room under load.
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const TASK = makeTask({
  _id: 'v1',
  task_id: 'T-000042',
  status: 'REOPEN',
  due_date: dayFromToday(2),
  trip_id: 'T1001',
  order_id: 'ORD-7',
  customer_name: 'Acme Foods',
  truck_id: '1001',
  trailer_id: 'TR-9',
  driver_details: { name: 'Dallas Dan' },
  task_type: { task_type_id: 'ROAD-SIDE', name: 'Road side' },
  task_type_id: 'ROAD-SIDE',
  department_details: { department_id: 'OPS', name: 'Ops' },
  department_id: 'OPS',
  issue: { instruction: 'Call the receiver', description: 'Arrived late' },
  assigned_to: [me, other],
  created_by: { user_id: 'olga@demo.test', name: 'olga' },
  origin: { meta_data: { created_from_id: 'T1001', created_from_type: 'detention' } },
  uploads: [{ _id: 'f1', upload: { file_name: 'bol.pdf' } }],
});

describe('task view', { timeout: 60_000 }, () => {
  it('shows the details, the Created From badge linking to the exception, Edit and attachments', async () => {
    renderTasks('/task/view?id=v1', fakeTasksApi({ tasks: [TASK] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Task T-000042' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Detention T1001' })).toHaveAttribute(
      'href',
      '/exceptionDetails?id=T1001&module=detention',
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/task/edit?id=v1');
    expect(screen.getByLabelText('Status')).toHaveTextContent('REOPENED');
    for (const text of [
      'Road side',
      'Ops',
      'ORD-7',
      'Acme Foods',
      'TR-9',
      'Dallas Dan',
      'dispatcher, olga',
      'Call the receiver',
      'Arrived late',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const files = screen.getByRole('list', { name: 'Attachments' });
    expect(within(files).getByRole('button', { name: 'bol.pdf' })).toBeInTheDocument();
  });

  it('downloads an attachment under its name', async () => {
    const names: string[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user, api } = renderTasks('/task/view?id=v1', fakeTasksApi({ tasks: [TASK] }));
    await user.click(await screen.findByRole('button', { name: 'bol.pdf' }));
    await waitFor(() => expect(names).toEqual(['bol.pdf']));
    expect(api.to('GET', '/v1/files-uploaded/upload/download/f1')).toHaveLength(1);
    click.mockRestore();
    created.mockRestore();
  });

  it('also answers on /task/details, and shows PAST DUE for an open task due before today', async () => {
    renderTasks(
      '/task/details?id=v1',
      fakeTasksApi({ tasks: [{ ...TASK, status: 'OPEN', due_date: dayFromToday(-1) }] }),
    );
    expect(await screen.findByLabelText('Status')).toHaveTextContent('PAST DUE');
  });

  it('goes back to /task/list for an unknown or missing id', async () => {
    const first = renderTasks('/task/view?id=zzz', fakeTasksApi({ tasks: [TASK] }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/task/list'));
    first.unmount();
    const second = renderTasks('/task/view', fakeTasksApi({ tasks: [TASK] }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/task/list'));
  });

  it('/task redirects to /task/list', async () => {
    const { router } = renderTasks('/task', fakeTasksApi({ tasks: [] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/task/list'));
  });
});
