import { DITAT_DEFAULT_LOCATION_KEY, LOAD_FORM_LOOKUP_LIMIT } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill } from '@/testing/fill';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ADDRESS_DATA_FAILED } from './api/address-data';
import { CUSTOMER_DATA_FAILED } from './api/customer-data';
import { LOW_CONFIDENCE_HINT } from './confidence';
import { DEFAULT_LOCATION_LABEL } from './ditat-lookups';
import { type DitatLoadFormValue, emptyDitatValue } from './empty';
import { fakeLookups } from './testing/fake-lookups';
import { DitatHarness, type Latest } from './testing/harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const customers = [
  { company_name: 'Acme Logistics', customer_key: 'CUST-1' },
  { company_name: 'Blue Ridge Foods', customer_key: 'CUST-2' },
];
const locations = [
  {
    company_name: 'Fresno Cold Storage',
    address1: '100 Main St',
    municipality: 'Fresno',
    administrative_area: 'CA',
    postal_code: '93706',
    phone_numbers: [],
    location_key: 'LOC-1',
  },
  {
    company_name: 'Dallas Grocers DC',
    address1: '9 Elm Ave',
    municipality: 'Dallas',
    administrative_area: 'TX',
    postal_code: '75201',
    phone_numbers: ['214-555-0100'],
    location_key: 'LOC-2',
  },
];

function renderForm(
  initial: DitatLoadFormValue,
  confidence: Record<string, number> = {},
  failing: string[] = [],
) {
  const api = fakeLookups({ customers, locations, failing });
  vi.stubGlobal('fetch', api.fetch);
  const latest: Latest<DitatLoadFormValue> = { current: initial };
  renderWithProviders(<DitatHarness initial={initial} confidence={confidence} latest={latest} />);
  return { api, latest, user: userEvent.setup() };
}

const box = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(label, { selector: 'input, textarea' });
const select = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(label, { selector: 'select' });

function loaded(): DitatLoadFormValue {
  const value = emptyDitatValue();
  return {
    loadInput: {
      ...value.loadInput,
      referenceId1: 'ORD-7',
      referenceId2: 'BOL-8',
      referenceId3: 'PO-9',
      referenceId4: 'PO-9',
      referenceId5: 'REF-10',
      rates_list: [{ rate_amount: 1500 }],
      carrier: { carrier_name: 'Swift Haulers' },
      appointment_list: [
        {
          location_type: 1,
          location_key: 'LOC-1',
          appointment_type: 'APPT',
          appointment_on_datetime: '2026-03-15T08:30:00',
          appointment_late_after_datetime: '2026-03-15T08:30:00',
          stop_number: 1,
        },
      ],
    },
    goodsDetails: { ...value.goodsDetails, equipment_type: 'reefer', temperature: -5 },
  };
}

describe('DitatLoadForm', () => {
  it('shows the load input under the generic labels and writes each field back to its place', async () => {
    const { user, latest } = renderForm(loaded());
    expect(box('Order Number')).toHaveValue('ORD-7');
    expect(box('BOL Number')).toHaveValue('BOL-8');
    expect(box('PO Number')).toHaveValue('PO-9');
    expect(box('Reference Number')).toHaveValue('REF-10');
    expect(box('Linehaul Rate')).toHaveValue('1500.00');
    expect(box('Carrier Name')).toHaveValue('Swift Haulers');
    expect(box('Temperature')).toHaveValue('-5');

    await user.clear(box('PO Number'));
    await user.paste('PO-42');
    await fill(user, box('Order Number'), '1');
    await user.clear(box('Linehaul Rate'));
    await user.paste('1725.5');
    await user.tab();
    expect(box('Linehaul Rate')).toHaveValue('1725.50');
    expect(latest.current.loadInput).toMatchObject({
      referenceId1: 'ORD-71',
      referenceId3: 'PO-42',
      referenceId4: 'PO-42',
      rates_list: [{ rate_amount: 1725.5 }],
    });

    await user.selectOptions(select('Equipment Type'), 'van');
    expect(screen.queryByLabelText('Temperature')).toBeNull();
    expect(latest.current.goodsDetails).toMatchObject({ equipment_type: 'van', temperature: null });
  });

  it('marks the Ditat fields the generic low confidences map to', async () => {
    renderForm(loaded(), {
      order_number: 0.3,
      bol_number: 0.99,
      linehaul_rate: 0.5,
      'stops.0.city': 0.4,
    });
    expect(await screen.findByText('3 fields to check')).toBeInTheDocument();
    expect(box('Order Number')).toHaveAccessibleDescription(LOW_CONFIDENCE_HINT);
    expect(box('BOL Number')).not.toHaveAccessibleDescription(LOW_CONFIDENCE_HINT);
    expect(box('Linehaul Rate')).toHaveAccessibleDescription(LOW_CONFIDENCE_HINT);
    const appointment = screen.getByRole('group', { name: 'Appointment 1' });
    expect(box('Location', appointment)).toHaveAccessibleDescription(LOW_CONFIDENCE_HINT);
  });

  it('finds the customer through /v1/customer-data (limit 100) and keeps its customer_key', async () => {
    const initial = loaded();
    initial.loadInput.customer_key = 'CUST-2';
    const { user, latest, api } = renderForm(initial);
    const customer = box('Customer');
    await waitFor(() => expect(customer).toHaveValue('Blue Ridge Foods'));
    expect(api.to('/v1/customer-data/key')[0]?.searchParams.get('customer_key')).toBe('CUST-2');

    await user.click(customer);
    await waitFor(() => expect(api.to('/v1/customer-data')).toHaveLength(1));
    expect(api.to('/v1/customer-data')[0]?.search).toBe(`?search=&limit=${LOAD_FORM_LOOKUP_LIMIT}`);
    await user.clear(customer);
    await user.paste('acme');
    await waitFor(() =>
      expect(api.to('/v1/customer-data').at(-1)?.searchParams.get('search')).toBe('acme'),
    );
    await user.click(await screen.findByRole('option', { name: 'Acme Logistics', hidden: true }));
    expect(latest.current.loadInput.customer_key).toBe('CUST-1');

    // Text that is no customer is not kept.
    await user.clear(customer);
    await user.paste('Nobody Inc');
    await user.tab();
    expect(customer).toHaveValue('');
    expect(latest.current.loadInput.customer_key).toBeNull();
  });

  it("toasts 'Failed to fetch customer data' and 'Failed to fetch address data' when a lookup fails", async () => {
    const { user } = renderForm(loaded(), {}, ['/v1/customer-data', '/v1/address-data']);
    await user.click(box('Customer'));
    expect(await screen.findByText(CUSTOMER_DATA_FAILED)).toBeInTheDocument();
    const first = screen.getByRole('group', { name: 'Appointment 1' });
    await user.click(box('Location', first));
    expect(await screen.findByText(ADDRESS_DATA_FAILED)).toBeInTheDocument();
    // The form stays usable: the held location still shows by its own lookup.
    expect(box('Location', first)).toHaveValue(
      'Fresno Cold Storage, 100 Main St, Fresno, CA 93706',
    );
  });

  it('lists appointments, adds one at the default location and picks a location by search', async () => {
    const { user, latest, api } = renderForm(loaded());
    const first = screen.getByRole('group', { name: 'Appointment 1' });
    await waitFor(() =>
      expect(box('Location', first)).toHaveValue(
        'Fresno Cold Storage, 100 Main St, Fresno, CA 93706',
      ),
    );
    expect(select('Location Type', first)).toHaveValue('1');
    expect(box('Appointment Date', first)).toHaveValue('03/15/2026');
    const time = within(first).getByRole('group', { name: 'Appointment Time' });
    expect(box('Hours', time)).toHaveValue('08');
    expect(box('Minutes', time)).toHaveValue('30');

    await user.click(screen.getByRole('button', { name: 'Add Appointment' }));
    const second = screen.getByRole('group', { name: 'Appointment 2' });
    expect(latest.current.loadInput.appointment_list[1]).toEqual({
      location_type: 0,
      location_key: DITAT_DEFAULT_LOCATION_KEY,
      appointment_type: 'APPT',
      appointment_on_datetime: null,
      appointment_late_after_datetime: null,
      stop_number: 2,
    });
    expect(select('Location Type', second)).toHaveValue('0');
    await waitFor(() => expect(box('Location', second)).toHaveValue(DEFAULT_LOCATION_LABEL));

    await user.selectOptions(select('Appointment Type', second), 'FCFS');
    expect(box('Late After Date', second)).toBeInTheDocument();
    expect(box('Start Date', second)).toBeInTheDocument();
    await fill(user, box('Start Date', second), '04/01/2026');
    await user.click(box('Hours', within(second).getByRole('group', { name: 'Start Time' })));
    await user.keyboard('{ArrowDown}');

    const location = box('Location', second);
    await user.clear(location);
    await user.paste('dallas');
    await waitFor(() =>
      expect(api.to('/v1/address-data').at(-1)?.searchParams.get('search')).toBe('dallas'),
    );
    expect(api.to('/v1/address-data').at(-1)?.searchParams.get('limit')).toBe('100');
    await user.click(
      await within(second).findByRole('option', {
        name: 'Dallas Grocers DC, 9 Elm Ave, Dallas, TX 75201',
        hidden: true,
      }),
    );
    expect(latest.current.loadInput.appointment_list[1]).toMatchObject({
      location_key: 'LOC-2',
      appointment_type: 'FCFS',
      appointment_on_datetime: '2026-04-01T23:00:00',
    });

    await user.click(screen.getByRole('button', { name: 'Remove Appointment 1' }));
    expect(latest.current.loadInput.appointment_list).toHaveLength(1);
    expect(latest.current.loadInput.appointment_list[0]).toMatchObject({
      location_key: 'LOC-2',
      stop_number: 1,
    });
  });
});
