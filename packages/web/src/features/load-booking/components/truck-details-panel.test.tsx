import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/lib/live-socket/testing/fake-web-socket';
import { fill } from '@/testing/fill';
import { TRUCK_DETAILS_KEY } from '../lib/truck-details';
import { fakeVoice } from '../testing/fake-voice';
import { renderScreen } from '../testing/render-booking';

configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('fetch', fakeVoice().fetch);
});
afterEach(() => vi.unstubAllGlobals());

async function fillTruckDetails(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByRole('textbox', { name: 'Truck Location' }), 'Dallas, TX');
  fireEvent.change(screen.getByLabelText(/^Truck Date/), { target: { value: '2026-03-10' } });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Equipment Type' }), 'reefer');
}

describe('truck details panel', () => {
  it('asks for truck details first, and enables Next only with location, date and equipment', async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Load Booking' })).toBeVisible();
    expect(screen.getByText('Please save Truck Details first.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Call History' })).toHaveAttribute(
      'href',
      '/ai/calls',
    );
    expect(screen.getByRole('tab', { name: 'Active Calls' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Search/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();

    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await fill(user, screen.getByRole('textbox', { name: 'Truck Location' }), 'Dallas, TX');
    expect(next).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Truck Date/), { target: { value: '2026-03-10' } });
    expect(next).toBeDisabled();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select equipment',
      'Dry Van',
      'Reefer',
      'Flatbed',
      'Box Truck',
      'Sprinter Van',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Equipment Type' }), 'reefer');
    expect(next).toBeEnabled();
  });

  it('keeps hours 0–23 and minutes 0–59, zero-padded, with wrapping arrow keys', async () => {
    const user = userEvent.setup();
    renderScreen();
    const hours = await screen.findByRole('textbox', { name: 'Truck Time hours' });
    const minutes = screen.getByRole('textbox', { name: 'Truck Time minutes' });
    expect(screen.getByRole('group', { name: 'Truck Time' })).toBeInTheDocument();

    await user.clear(hours);
    await user.type(hours, '27');
    await user.tab();
    expect(hours).toHaveValue('23');
    await user.clear(minutes);
    await user.type(minutes, '7');
    await user.tab();
    expect(minutes).toHaveValue('07');
    await user.clear(minutes);
    await user.type(minutes, '75');
    await user.tab();
    expect(minutes).toHaveValue('59');
    await user.clear(hours);
    await user.type(hours, 'ab');
    expect(hours).toHaveValue('');

    await user.click(hours);
    await user.clear(hours);
    await user.type(hours, '23');
    await user.keyboard('{ArrowUp}');
    expect(hours).toHaveValue('00');
    await user.keyboard('{ArrowDown}');
    expect(hours).toHaveValue('23');
    await user.click(minutes);
    await user.keyboard('{ArrowUp}');
    expect(minutes).toHaveValue('00');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(minutes).toHaveValue('58');
  });

  it('saves to localStorage, minimizes, and New Call adds a blank details-only draft', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('button', { name: 'Next' });
    await fillTruckDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByTestId('truck-summary')).toHaveTextContent(
      'Dallas, TX · 2026-03-10 00:00 · Reefer',
    );
    expect(JSON.parse(window.localStorage.getItem(TRUCK_DETAILS_KEY) ?? 'null')).toEqual({
      location: 'Dallas, TX',
      date: '2026-03-10',
      time: { hour: 0, minutes: 0 },
      equipmentType: 'reefer',
    });
    expect(screen.getByText('No active calls.')).toBeVisible();
    expect(screen.getByText('Click the New Call button to make a new call.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'New Call' }));
    const drafts = screen.getAllByTestId('draft-call-card');
    expect(drafts).toHaveLength(1);
    expect(screen.queryByText('No active calls.')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Details Only' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Approval Required' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'New Call' }));
    expect(screen.getAllByTestId('draft-call-card')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryAllByTestId('draft-call-card')).toHaveLength(0);
    expect(screen.getByText('No active calls.')).toBeVisible();

    // Edit reopens the panel with the saved values.
    await user.click(screen.getByRole('button', { name: 'Edit Truck Details' }));
    expect(screen.getByRole('textbox', { name: 'Truck Location' })).toHaveValue('Dallas, TX');
  });

  it('restores saved truck details minimized', async () => {
    window.localStorage.setItem(
      TRUCK_DETAILS_KEY,
      JSON.stringify({
        location: 'Memphis, TN',
        date: '2026-04-01',
        time: { hour: 6, minutes: 30 },
        equipmentType: 'flatbed',
      }),
    );
    renderScreen();
    await waitFor(() =>
      expect(screen.getByTestId('truck-summary')).toHaveTextContent(
        'Memphis, TN · 2026-04-01 06:30 · Flatbed',
      ),
    );
    expect(screen.getByRole('button', { name: 'New Call' })).toBeVisible();
  });
});
