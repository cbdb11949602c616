import type { LoadRecord } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill } from '@/testing/fill';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LOW_CONFIDENCE_HINT } from './confidence';
import { emptyLoadRecord, emptyStop } from './empty';
import { fakeLookups } from './testing/fake-lookups';
import { GenericHarness, type Latest } from './testing/harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const mappings = {
  customer_id: { 'Acme Logistics': 'C-1', 'Blue Ridge Foods': 'C-2' },
  driver_id: { 'John Smith': 'D-1', 'Maria Garcia': 'D-2' },
  truck_id: { 'Truck 103': 'T-103', 'Truck 210': 'T-210' },
  trailer_id: { 'Reefer 53': 'R-53' },
};

function renderForm(
  initial: LoadRecord = emptyLoadRecord(),
  confidence: Record<string, number> = {},
  disabled = false,
) {
  const api = fakeLookups({ mappings });
  vi.stubGlobal('fetch', api.fetch);
  const latest: Latest<LoadRecord> = { current: initial };
  renderWithProviders(
    <GenericHarness
      initial={initial}
      confidence={confidence}
      latest={latest}
      disabled={disabled}
    />,
  );
  return { api, latest, user: userEvent.setup() };
}

// Inputs by their visible label (role queries over a 60-input form cost ~100 ms each); groups,
// buttons and options by role.
const box = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(label, { selector: 'input, textarea' });
const select = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(label, { selector: 'select' });

describe('GenericLoadForm', () => {
  it('shows reefer setting and temperature only for a reefer, and drops them for a van', async () => {
    const { user, latest } = renderForm();
    expect(screen.getByRole('group', { name: 'References' })).toBeInTheDocument();
    for (const label of ['Order Number', 'PO Number', 'BOL Number', 'Reference Number']) {
      expect(box(label)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Reefer Setting')).toBeNull();
    expect(screen.queryByLabelText('Temperature')).toBeNull();

    await user.selectOptions(select('Equipment Type'), 'reefer');
    await user.selectOptions(select('Reefer Setting'), 'start_stop');
    await fill(user, box('Temperature'), '-10');
    expect(latest.current).toMatchObject({
      equipment_type: 'reefer',
      temperature_control: 'start_stop',
      temperature: -10,
    });

    await user.selectOptions(select('Equipment Type'), 'van');
    expect(screen.queryByLabelText('Reefer Setting')).toBeNull();
    expect(screen.queryByLabelText('Temperature')).toBeNull();
    expect(latest.current).toMatchObject({
      equipment_type: 'van',
      temperature_control: null,
      temperature: null,
    });
  });

  it('reads weight as a number (0 when emptied) and shows rates with two decimals on leaving', async () => {
    const { user, latest } = renderForm({ ...emptyLoadRecord(), weight: 38000 });
    const weight = box('Weight');
    expect(weight).toHaveValue('38000');
    await user.clear(weight);
    expect(latest.current.weight).toBe(0);
    await user.paste('42,000 lbs');
    expect(latest.current.weight).toBe(42000);

    const linehaul = box('Linehaul Rate');
    await fill(user, linehaul, '1500');
    expect(linehaul).toHaveValue('1500');
    await fill(user, box('Fuel Surcharge'), '85.5');
    expect(linehaul).toHaveValue('1500.00');
    await user.tab();
    expect(box('Fuel Surcharge')).toHaveValue('85.50');
    expect(latest.current).toMatchObject({ linehaul_rate: 1500, fuel_surcharge: 85.5 });
  });

  it('adds Pickup/APPT stops, switches a stop to FCFS, and removes stops renumbering the rest', async () => {
    const { user, latest } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Stop' }));
    await user.click(screen.getByRole('button', { name: 'Add Stop' }));
    const stop1 = screen.getByRole('group', { name: 'Stop 1' });
    expect(select('Stop Type', stop1)).toHaveValue('Pickup');
    expect(select('Appointment Type', stop1)).toHaveValue('APPT');
    expect(box('Appointment Date', stop1)).toBeInTheDocument();
    expect(within(stop1).getByRole('group', { name: 'Appointment Time' })).toBeInTheDocument();
    expect(box('Confirmation Number', stop1)).toBeInTheDocument();

    await user.selectOptions(select('Appointment Type', stop1), 'FCFS');
    expect(within(stop1).queryByLabelText('Confirmation Number')).toBeNull();
    expect(within(stop1).queryByLabelText('Appointment Date')).toBeNull();
    for (const name of ['Start Date', 'End Date']) expect(box(name, stop1)).toBeInTheDocument();
    for (const name of ['Start Time', 'End Time']) {
      expect(within(stop1).getByRole('group', { name })).toBeInTheDocument();
    }

    const instructions = box('Instructions', stop1);
    expect(instructions).toHaveStyle({ minHeight: '100px', maxHeight: '900px', height: '100px' });

    await fill(user, box('City', screen.getByRole('group', { name: 'Stop 2' })), 'Fresno');
    await user.selectOptions(
      select('Stop Type', screen.getByRole('group', { name: 'Stop 2' })),
      'Delivery',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Stop 1' }));
    expect(screen.queryByRole('group', { name: 'Stop 2' })).toBeNull();
    expect(box('City', screen.getByRole('group', { name: 'Stop 1' }))).toHaveValue('Fresno');
    expect(latest.current.stops).toEqual([
      { ...emptyStop(1), city: 'Fresno', stop_type: 'Delivery' },
    ]);
  });

  it('keeps appointment dates as MM/DD/YYYY', async () => {
    const stop = { ...emptyStop(1), appointment_date: '03/15/2026' };
    const { user, latest } = renderForm({ ...emptyLoadRecord(), stops: [stop] });
    const date = box('Appointment Date', screen.getByRole('group', { name: 'Stop 1' }));
    expect(date).toHaveValue('03/15/2026');
    await user.clear(date);
    await user.paste('4/2/2026');
    await user.tab();
    expect(date).toHaveValue('04/02/2026');
    await waitFor(() => expect(latest.current.stops[0]?.appointment_date).toBe('04/02/2026'));
  });

  it('snaps extracted names to the mapping lookups and sets their ids; a stranger stays as read', async () => {
    const extracted = {
      ...emptyLoadRecord(),
      customer_name: 'ACME Logistic',
      carrier: {
        ...emptyLoadRecord().carrier,
        driver_name: 'Jon Smith',
        truck: 'Truck 103',
        trailer: 'Qwerty Zed',
      },
    };
    const { api, latest } = renderForm(extracted);
    await waitFor(() => expect(box('Customer')).toHaveValue('Acme Logistics'));
    expect(box('Driver')).toHaveValue('John Smith');
    expect(box('Trailer')).toHaveValue('Qwerty Zed');
    expect(latest.current).toMatchObject({
      customer_id: 'C-1',
      carrier: { driver_id: 'D-1', truck: 'Truck 103', truck_id: 'T-103', trailer: 'Qwerty Zed' },
    });
    expect(latest.current.carrier.trailer_id).toBeUndefined();
    for (const kind of ['customer_id', 'driver_id', 'truck_id', 'trailer_id']) {
      expect(api.to(`/v1/mappings/${kind}`)).toHaveLength(1);
    }
  });

  it('picks from the type-ahead, and leaving it with a name not among the options clears it', async () => {
    const { user, latest } = renderForm();
    const truck = box('Truck');
    await user.type(truck, '210');
    await user.click(await screen.findByRole('option', { name: 'Truck 210', hidden: true }));
    expect(latest.current.carrier).toMatchObject({ truck: 'Truck 210', truck_id: 'T-210' });

    await user.tab();
    expect(truck).toHaveValue('Truck 210');

    await user.click(box('Driver'));
    await user.paste('maria garcia');
    await user.tab();
    expect(latest.current.carrier).toMatchObject({ driver_name: 'Maria Garcia', driver_id: 'D-2' });

    // The keyboard alone: type, arrow to the option, Enter.
    await user.clear(box('Customer'));
    await user.type(box('Customer'), 'blue');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(latest.current).toMatchObject({ customer_name: 'Blue Ridge Foods', customer_id: 'C-2' });

    await user.clear(truck);
    await user.type(truck, 'Truck 999');
    await user.tab();
    expect(truck).toHaveValue('');
    expect(latest.current.carrier).toMatchObject({ truck: null, truck_id: undefined });
  });

  it('marks and announces low-confidence fields, counts them, and unmarks a field once edited', async () => {
    const record = {
      ...emptyLoadRecord(),
      order_number: 'LD-1001',
      stops: [{ ...emptyStop(1), city: 'Fresn0' }, emptyStop(2)],
    };
    const { user } = renderForm(record, {
      order_number: 0.4,
      po_number: 0.95,
      'stops.0.city': 0.5,
      'stops.1.city': 0.6,
      'stops.0.fcfs_start_date': 0.2, // not on screen for an APPT stop
    });
    expect(await screen.findByText('3 fields to check')).toBeInTheDocument();
    expect(box('Order Number')).toHaveAccessibleDescription(LOW_CONFIDENCE_HINT);
    expect(box('PO Number')).not.toHaveAccessibleDescription(LOW_CONFIDENCE_HINT);
    const stop1 = screen.getByRole('group', { name: 'Stop 1' });
    expect(box('City', stop1)).toHaveAccessibleDescription(LOW_CONFIDENCE_HINT);

    await user.type(box('Order Number'), '2');
    expect(box('Order Number')).not.toHaveAccessibleDescription(LOW_CONFIDENCE_HINT);
    expect(screen.getByText('2 fields to check')).toBeInTheDocument();

    // Stop 2 keeps its own mark when stop 1 goes.
    await user.click(screen.getByRole('button', { name: 'Remove Stop 1' }));
    expect(screen.getByText('1 field to check')).toBeInTheDocument();
    const stillMarked = box('City', screen.getByRole('group', { name: 'Stop 1' }));
    expect(stillMarked).toHaveAccessibleDescription(LOW_CONFIDENCE_HINT);
  });

  it('disables every control while disabled (saving)', () => {
    renderForm({ ...emptyLoadRecord(), stops: [emptyStop(1)] }, {}, true);
    for (const input of document.querySelectorAll('input, select, textarea')) {
      expect(input).toBeDisabled();
    }
    expect(screen.getByRole('button', { name: 'Add Stop' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Stop 1' })).toBeDisabled();
  });
});
