import { LOADBOARD_PATHS } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDay } from '@/lib/us-dates';
import { fill } from '@/testing/fill';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fakeLoadboardApi, makeTruckPost } from '../testing/fake-loadboard-api';
import { MyTrucks } from './my-trucks';

configure({ asyncUtilTimeout: 5_000 });

type Api = ReturnType<typeof fakeLoadboardApi>;

async function open(api: Api = fakeLoadboardApi()) {
  vi.stubGlobal('fetch', api.fetch);
  const user = userEvent.setup();
  renderWithProviders(<MyTrucks />);
  await user.click(screen.getByRole('button', { name: 'My Trucks' }));
  const dialog = await screen.findByRole('dialog', { name: 'My Trucks' });
  return { api, user, dialog };
}

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return isoDay(date);
};

afterEach(() => vi.unstubAllGlobals());

describe('My Trucks', () => {
  it("says 'No trucks posted yet.' when there are none", async () => {
    const { dialog } = await open();
    expect(await within(dialog).findByText('No trucks posted yet.')).toBeVisible();
  });

  it("toasts 'Failed to fetch trucks' when the list fails", async () => {
    await open(fakeLoadboardApi({ failList: { status: 500, body: { error: 'boom' } } }));
    // The toast and the modal's inline message.
    await waitFor(() => expect(screen.getAllByText('Failed to fetch trucks')).toHaveLength(2));
  });

  it('lists the posts and deletes one', async () => {
    const { dialog, user, api } = await open(fakeLoadboardApi({ posts: [makeTruckPost()] }));
    const table = await within(dialog).findByRole('table', { name: 'Truck posts' });
    expect(within(table).getByText('Chicago, IL')).toBeInTheDocument();
    expect(within(table).getByText('Dallas, TX')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Delete truck Chicago, IL' }));
    expect(await within(dialog).findByText('No trucks posted yet.')).toBeVisible();
    expect(api.to(`${LOADBOARD_PATHS.truckPosts}/tp-1`, 'DELETE')).toHaveLength(1);
  });

  it('swallows a failed delete (only logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeLoadboardApi({
      posts: [makeTruckPost()],
      failDelete: { status: 500, body: {} },
    });
    const { dialog, user } = await open(api);
    const table = await within(dialog).findByRole('table', { name: 'Truck posts' });
    await user.click(within(table).getByRole('button', { name: 'Delete truck Chicago, IL' }));
    await waitFor(() =>
      expect(api.to(`${LOADBOARD_PATHS.truckPosts}/tp-1`, 'DELETE')).toHaveLength(1),
    );
    expect(screen.queryByText('Failed to delete trucks')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('truck post form', () => {
  it("shows '*Required' after blur and on submit, and refuses past dates", async () => {
    const { dialog, user, api } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Post a Truck' }));
    const form = within(dialog).getByRole('form', { name: 'Post a truck' });
    const origin = within(form).getByRole('textbox', { name: 'Origin' });
    await user.click(origin);
    await user.tab();
    expect(within(form).getAllByText('*Required')).toHaveLength(1);
    await user.click(within(form).getByRole('button', { name: 'Post Truck' }));
    // earliest, origin, destination (shown, not enforced), equipment, length, weight.
    expect(within(form).getAllByText('*Required')).toHaveLength(6);
    expect(within(form).getByRole('textbox', { name: 'Load type' })).toHaveValue('Full');
    expect(api.to(LOADBOARD_PATHS.truckPosts, 'POST')).toHaveLength(0);

    const earliest = within(form).getByLabelText(/^Earliest available/);
    await user.type(earliest, day(-1));
    expect(within(form).getByText('Past dates are not allowed.')).toBeVisible();
    expect(earliest).toHaveAttribute('min', day(0));
  });

  it('posts a truck without a destination (not enforced), load type Full', async () => {
    const { dialog, user, api } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Post a Truck' }));
    const form = within(dialog).getByRole('form', { name: 'Post a truck' });
    await user.type(within(form).getByLabelText(/^Earliest available/), day(2));
    await fill(user, within(form).getByRole('textbox', { name: 'Origin' }), 'Chicago, IL');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Equipment' }), 'Reefer');
    await fill(user, within(form).getByRole('textbox', { name: 'Length' }), '53');
    await fill(user, within(form).getByRole('textbox', { name: 'Weight' }), '42000');
    await fill(user, within(form).getByRole('textbox', { name: 'Reference id' }), 'REF-9');
    await user.click(within(form).getByRole('button', { name: 'Post Truck' }));
    const table = await within(dialog).findByRole('table', { name: 'Truck posts' });
    expect(within(table).getByText('Reefer')).toBeInTheDocument();
    const body = api.to(LOADBOARD_PATHS.truckPosts, 'POST')[0]?.body;
    expect(body).toMatchObject({
      equipment_type: 'R',
      origin: { city: 'Chicago', state: 'IL', zip_code: '' },
      is_full_load: true,
      length: 53,
      weight: 42000,
      comment: ['REF-9'],
    });
    expect(body).not.toHaveProperty('destination');
  });

  it("toasts 'Failed to create trucks' and says 'Failed to complete operation'", async () => {
    const { dialog, user } = await open(
      fakeLoadboardApi({ failCreate: { status: 500, body: {} } }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Post a Truck' }));
    const form = within(dialog).getByRole('form', { name: 'Post a truck' });
    await user.type(within(form).getByLabelText(/^Earliest available/), day(2));
    await fill(user, within(form).getByRole('textbox', { name: 'Origin' }), 'Chicago, IL');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Equipment' }), 'Van');
    await fill(user, within(form).getByRole('textbox', { name: 'Length' }), '53');
    await fill(user, within(form).getByRole('textbox', { name: 'Weight' }), '42000');
    await user.click(within(form).getByRole('button', { name: 'Post Truck' }));
    expect(await screen.findByText('Failed to create trucks')).toBeVisible();
    expect(within(form).getByText('Failed to complete operation')).toBeVisible();
  });

  it('edits with origin and destination read-only (PATCH)', async () => {
    const api = fakeLoadboardApi({ posts: [makeTruckPost()] });
    const { dialog, user } = await open(api);
    const table = await within(dialog).findByRole('table', { name: 'Truck posts' });
    await user.click(within(table).getByRole('button', { name: 'Edit truck Chicago, IL' }));
    const form = within(dialog).getByRole('form', { name: 'Edit truck' });
    expect(within(form).getByRole('textbox', { name: 'Origin' })).toHaveAttribute('readonly');
    expect(within(form).getByRole('textbox', { name: 'Destination' })).toHaveAttribute('readonly');
    const weight = within(form).getByRole('textbox', { name: 'Weight' });
    await user.clear(weight);
    await user.type(weight, '30000');
    await user.click(within(form).getByRole('button', { name: 'Update Truck' }));
    const updated = await within(dialog).findByRole('table', { name: 'Truck posts' });
    expect(within(updated).getByText('30000 lbs')).toBeInTheDocument();
    expect(api.to(`${LOADBOARD_PATHS.truckPosts}/tp-1`, 'PATCH')[0]?.body).toMatchObject({
      origin: { city: 'Chicago', state: 'IL' },
      weight: 30000,
    });
  });

  it("toasts 'Failed to update trucks'", async () => {
    const api = fakeLoadboardApi({
      posts: [makeTruckPost()],
      failUpdate: { status: 500, body: {} },
    });
    const { dialog, user } = await open(api);
    const table = await within(dialog).findByRole('table', { name: 'Truck posts' });
    await user.click(within(table).getByRole('button', { name: 'Edit truck Chicago, IL' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Truck' }));
    expect(await screen.findByText('Failed to update trucks')).toBeVisible();
  });
});
