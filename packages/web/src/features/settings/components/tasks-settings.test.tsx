import { TASK_PATHS } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { fakeTaskLookupsApi } from '../testing/fake-task-lookups-api';

// The machine is shared with other test runs; give the lazy routes and queries room under load.
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const TYPES = [
  { task_type_id: 'ROAD-SIDE', name: 'Road side', description: 'Breakdowns', is_active: true },
  { task_type_id: 'BILLING', name: 'Billing', description: '', is_active: true },
];
const DEPARTMENTS = [{ department_id: 'OPS', name: 'Ops', is_active: true }];

function setup(options: Parameters<typeof fakeTaskLookupsApi>[0] = {}) {
  const api = fakeTaskLookupsApi({ taskTypes: TYPES, departments: DEPARTMENTS, ...options });
  vi.stubGlobal('fetch', api.fetch);
  storeSession();
  const user = userEvent.setup();
  return { api, user, ...renderApp('/settings') };
}

const typesTable = () => screen.findByRole('table', { name: 'Task Types' });
const names = async (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Settings: Tasks', { timeout: 60_000 }, () => {
  it('lists task types and departments on the default Tasks tab', async () => {
    setup();
    const types = await typesTable();
    await waitFor(async () => expect(await names(types)).toEqual(['Road side', 'Billing']));
    expect(within(types).getByText('Breakdowns')).toBeInTheDocument();
    const departments = await screen.findByRole('table', { name: 'Departments' });
    await waitFor(async () => expect(await names(departments)).toEqual(['Ops']));
  });

  it('edits a row inline: Escape cancels, Enter saves (PUT with the fields)', async () => {
    const { user, api } = setup();
    const types = await typesTable();
    await within(types).findByText('Road side');
    await user.click(within(types).getByRole('button', { name: 'Edit Road side' }));
    const name = within(types).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.paste('Roadside help');
    await user.keyboard('{Escape}');
    expect(within(types).queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(within(types).getByText('Road side')).toBeInTheDocument();
    expect(api.to('PUT', `${TASK_PATHS.taskTypes}/ROAD-SIDE`)).toHaveLength(0);

    await user.click(within(types).getByRole('button', { name: 'Edit Road side' }));
    const again = within(types).getByRole('textbox', { name: 'Name' });
    await user.clear(again);
    await user.paste('Roadside help');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.to('PUT', `${TASK_PATHS.taskTypes}/ROAD-SIDE`).map((r) => r.body)).toEqual([
        { name: 'Roadside help', description: 'Breakdowns', is_active: true },
      ]),
    );
    expect(await within(types).findByText('Roadside help')).toBeInTheDocument();
    expect(within(types).queryByRole('textbox', { name: 'Name' })).toBeNull();
  });

  it('shows a refused edit', async () => {
    const { user } = setup({
      failUpdate: { status: 403, body: { error: 'You may not change task types' } },
    });
    const types = await typesTable();
    await within(types).findByText('Billing');
    await user.click(within(types).getByRole('button', { name: 'Edit Billing' }));
    await user.click(within(types).getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('You may not change task types')).length).toBeGreaterThan(0);
  });

  it('creates a task type and a department with the id derived from the name', async () => {
    const { user, api } = setup();
    await typesTable();
    await user.click(screen.getByRole('textbox', { name: 'New task type name' }));
    await user.paste('Late delivery');
    await user.click(screen.getAllByRole('textbox', { name: 'Description' })[0]!);
    await user.paste('Customer calls');
    await user.click(screen.getByRole('button', { name: 'Add task type' }));
    await waitFor(() =>
      expect(api.to('POST', TASK_PATHS.taskTypes).map((r) => r.body)).toEqual([
        {
          task_type_id: 'LATE-DELIVERY',
          name: 'Late delivery',
          description: 'Customer calls',
          is_active: true,
        },
      ]),
    );
    expect(await within(await typesTable()).findByText('Late delivery')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'New department name' }));
    await user.paste('Night shift');
    await user.click(screen.getByRole('button', { name: 'Add department' }));
    await waitFor(() =>
      expect(api.to('POST', TASK_PATHS.departments).map((r) => r.body)).toEqual([
        { department_id: 'NIGHT-SHIFT', name: 'Night shift', is_active: true },
      ]),
    );
  });

  it('deletes an unused type at once; a used one warns with the linked count and deletes with force', async () => {
    const { user, api } = setup({ linked: { 'ROAD-SIDE': 3 } });
    const types = await typesTable();
    await within(types).findByText('Billing');
    await user.click(within(types).getByRole('button', { name: 'Delete Billing' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete task type' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(types).queryByText('Billing')).toBeNull());

    await user.click(within(types).getByRole('button', { name: 'Delete Road side' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete task type' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(/There are 3 tasks linked to this task type\./),
    ).toBeInTheDocument();
    expect(within(types).getByText('Road side')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(within(types).queryByText('Road side')).toBeNull());
    expect(api.to('DELETE', `${TASK_PATHS.taskTypes}/ROAD-SIDE`).map((r) => r.search)).toEqual([
      '',
      '?force=true',
    ]);
  });

  it('department delete: Cancel keeps it; the warning names departments', async () => {
    const { user, api } = setup({ linked: { OPS: 1 } });
    const departments = await screen.findByRole('table', { name: 'Departments' });
    await within(departments).findByText('Ops');
    await user.click(within(departments).getByRole('button', { name: 'Delete Ops' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete department' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(/There are 1 tasks linked to this department\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(departments).getByText('Ops')).toBeInTheDocument();
    expect(api.to('DELETE', `${TASK_PATHS.departments}/OPS`)).toHaveLength(1);
  });
});
