import { VOICE_PATHS, voicePath } from '@fleet/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/lib/live-socket/testing/fake-web-socket';
import { fill } from '@/testing/fill';
import { CAMPAIGN_SESSION_KEY } from '../lib/campaign-session';
import { fakeCarrierSales, makeCampaign } from '../testing/fake-carrier-sales';
import { renderCarrierSales } from '../testing/render-carrier-sales';

configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  FakeWebSocket.reset();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const missingList = () => screen.getByRole('list', { name: 'Missing required fields' });

const PARSED = {
  status: 'success',
  data: {
    loadDetails: {
      stops: [
        {
          cityState: 'Dallas, TX',
          stopType: 'PICKUP',
          appointmentType: 'FCFS',
          appointmentDate: '2026-03-10',
          appointmentTime: null,
          appointmentWindowStart: '08:00',
          appointmentWindowEnd: '12:00',
        },
        {
          cityState: 'Atlanta, GA',
          stopType: 'DELIVERY',
          appointmentType: 'APPT',
          appointmentDate: '2026-03-11',
          appointmentTime: '14:00',
          appointmentWindowStart: null,
          appointmentWindowEnd: null,
        },
      ],
      numberOfStops: 2,
      originDeadhead: null,
      totalDistance: 781,
      totalDistanceWithDeadhead: null,
      brokerOfferedRate: 1850,
      ratePerMile: null,
      ratePerMileWithDeadhead: null,
      marketRateRange: null,
      weight: 42000,
      commodity: 'Paper products',
      temperature: null,
      equipmentType: 'dry_van',
      specialInstructions: 'No touch',
      referenceNumber: null,
    },
    callDetails: { brokerPhone: null, brokerExtension: null },
    metadata: { source: 'text', confidence: 0.9, missingFields: [] },
  },
};

describe('load panel', () => {
  it('lists what is missing, fills from the Load Details form, and Next creates the load', async () => {
    const user = userEvent.setup();
    const voice = fakeCarrierSales();
    renderCarrierSales(voice);
    expect(await screen.findByText('Missing required fields')).toBeVisible();
    expect(
      within(missingList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Stops', 'Weight', 'Desired Rate', 'Commodity']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Open Load Details Form' }));
    const form = await screen.findByRole('dialog', { name: 'Load Details' });
    await fill(user, within(form).getByLabelText('Stop 1 City, ST'), 'Dallas, TX');
    await user.selectOptions(within(form).getByLabelText('Stop 1 Appointment Type'), 'FCFS');
    await user.type(within(form).getByLabelText('Stop 1 Window Start'), '08:00');
    await fill(user, within(form).getByLabelText('Stop 2 City, ST'), 'Atlanta, GA');
    await user.type(within(form).getByLabelText('Stop 2 Time'), '14:00');
    await fill(user, within(form).getByLabelText('Weight (lbs)'), '42000');
    await fill(user, within(form).getByLabelText('Commodity'), 'Paper rolls');
    await user.selectOptions(within(form).getByLabelText('Equipment Type'), 'reefer');
    await fill(user, within(form).getByLabelText('Market Rate Min ($)'), '1900');
    await fill(user, within(form).getByLabelText('Market Rate Max ($)'), '2300');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(
      within(missingList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Desired Rate']);
    await user.type(screen.getByLabelText('Desired Rate From ($)'), '1800.7');
    expect(screen.getByText('Missing required fields')).toBeVisible();
    await user.type(screen.getByLabelText('Desired Rate To ($)'), '2200');
    expect(screen.getByText('All required fields are complete')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Load offer load created!')).toBeVisible();
    const [created] = voice.to(VOICE_PATHS.campaigns, 'POST');
    expect(created?.body).toEqual({
      name: 'New Load',
      strategy: 'sequential',
      rate_range: { min: 1800, max: 2200 },
      load_details: {
        stops: [
          {
            cityState: 'Dallas, TX',
            appointmentType: 'FCFS',
            appointmentDate: null,
            appointmentTime: null,
            appointmentWindowStart: '08:00',
            appointmentWindowEnd: null,
          },
          {
            cityState: 'Atlanta, GA',
            appointmentType: 'Set',
            appointmentDate: null,
            appointmentTime: '14:00',
            appointmentWindowStart: null,
            appointmentWindowEnd: null,
          },
        ],
        total_distance: null,
        weight: 42000,
        equipment_type: 'reefer',
        commodity: 'Paper rolls',
        temperature: null,
        specialInstructions: null,
        marketRateRange: { min: 1900, max: 2300 },
      },
    });
    expect(JSON.parse(window.localStorage.getItem(CAMPAIGN_SESSION_KEY) ?? '[]')).toEqual([
      'new-1',
    ]);
    expect(await screen.findByRole('button', { name: 'Update' })).toBeVisible();
    // The saved load collapses to its summary: route, rate, weight, commodity.
    expect(screen.getByTestId('load-summary')).toHaveTextContent(
      'Dallas, TX → Atlanta, GA$1,800 - $2,20042,000 lbsPaper rolls',
    );
    expect(screen.queryByRole('button', { name: 'Close New Load' })).not.toBeInTheDocument();
  });

  it('Update sends the whole load with the tab name', async () => {
    const user = userEvent.setup();
    const voice = fakeCarrierSales({
      campaigns: [makeCampaign({ campaign_id: 'camp-1', name: 'Dallas run', status: 'paused' })],
    });
    renderCarrierSales(voice, { session: ['camp-1'] });
    await user.click(await screen.findByRole('button', { name: 'Show details' }));
    const to = screen.getByLabelText('Desired Rate To ($)');
    await user.clear(to);
    await user.type(to, '2500');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Load offer load updated!')).toBeVisible();
    const [put] = voice.to(voicePath(VOICE_PATHS.campaign, { id: 'camp-1' }), 'PUT');
    expect(put?.body).toMatchObject({ name: 'Dallas run', rate_range: { min: 1800, max: 2500 } });
  });

  it('a refused create shows Error: with the server message; a blank rate counts as 0', async () => {
    const user = userEvent.setup();
    const voice = fakeCarrierSales({
      answers: { campaigns: { status: 400, body: { detail: 'Commodity is not allowed' } } },
    });
    renderCarrierSales(voice);
    await user.click(await screen.findByRole('button', { name: 'Open Load Details Form' }));
    const form = await screen.findByRole('dialog', { name: 'Load Details' });
    await fill(user, within(form).getByLabelText('Stop 1 City, ST'), 'Dallas, TX');
    await fill(user, within(form).getByLabelText('Weight (lbs)'), '1000');
    await fill(user, within(form).getByLabelText('Commodity'), 'Steel');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await user.type(screen.getByLabelText('Desired Rate From ($)'), '100');
    expect(within(missingList()).getByText('Desired Rate')).toBeVisible();
    await user.type(screen.getByLabelText('Desired Rate To ($)'), '200');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Error: Commodity is not allowed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(window.localStorage.getItem(CAMPAIGN_SESSION_KEY)).toBeNull();
  });

  it('shows the load error when a saved load cannot be read', async () => {
    const voice = fakeCarrierSales({
      campaigns: [makeCampaign({ campaign_id: 'camp-1', status: 'paused' })],
      answers: { campaign: () => ({ status: 500, body: {} }) },
    });
    renderCarrierSales(voice, { session: ['camp-1'] });
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Failed to load load details.',
    );
  });

  it('pasted text is parsed (multipart text, type text) into the parsed fields', async () => {
    const voice = fakeCarrierSales({
      answers: { parseLoadOfferCampaignDetails: { status: 200, body: PARSED } },
    });
    renderCarrierSales(voice);
    const raw = await screen.findByLabelText('Raw Load Details');
    fireEvent.paste(raw, {
      clipboardData: {
        items: [],
        getData: (type: string) => (type === 'text/plain' ? 'Dallas to Atlanta, 42k lbs' : ''),
      },
    });
    const parsed = screen.getByTestId('parsed-fields');
    await waitFor(() => expect(parsed).toHaveTextContent('Dallas, TX'));
    expect(parsed).toHaveTextContent('Atlanta, GA');
    expect(parsed).toHaveTextContent('781.0 mi');
    expect(parsed).toHaveTextContent('42,000 lbs');
    expect(parsed).toHaveTextContent('Dry Van');
    expect(parsed).toHaveTextContent('No touch');
    expect(raw).toHaveValue('Dallas to Atlanta, 42k lbs');
    const [request] = voice.to(VOICE_PATHS.parseLoadOfferCampaignDetails, 'POST');
    const form = request?.body as FormData;
    expect(form.get('text')).toBe('Dallas to Atlanta, 42k lbs');
    expect(form.get('type')).toBe('text');
    expect(
      within(missingList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Desired Rate']);
  });

  it('a pasted screenshot is sent as an image; a refusal is shown with its reason', async () => {
    const voice = fakeCarrierSales({
      answers: {
        parseLoadOfferCampaignDetails: {
          status: 400,
          body: { detail: 'type: only text can be parsed here' },
        },
      },
    });
    renderCarrierSales(voice);
    const raw = await screen.findByLabelText('Raw Load Details');
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
    fireEvent.paste(raw, {
      clipboardData: {
        items: [{ kind: 'file', type: 'image/png', getAsFile: () => image }],
        getData: () => '',
      },
    });
    expect(
      await screen.findByText('Failed to parse load details: type: only text can be parsed here'),
    ).toBeVisible();
    const form = voice.to(VOICE_PATHS.parseLoadOfferCampaignDetails, 'POST')[0]?.body as FormData;
    expect(form.get('type')).toBe('image');
    expect((form.get('file') as File).name).toBe('pasted_image.png');
  });
});

describe('carrier list panel', () => {
  const file = (name = 'carriers.csv') =>
    new File(['Legal Name,Dispatch Phone\nA,+13125550101'], name, { type: 'text/csv' });

  async function ready(answers: Parameters<typeof fakeCarrierSales>[0] = {}) {
    const voice = fakeCarrierSales({
      campaigns: [makeCampaign({ campaign_id: 'camp-1', status: 'stop' })],
      ...answers,
    });
    renderCarrierSales(voice, { session: ['camp-1'] });
    const region = await screen.findByRole('region', { name: 'Carrier List' });
    return { voice, region };
  }

  it('Send is disabled with no file; the upload toast omits Failed when none failed; View Carriers lists them', async () => {
    const user = userEvent.setup();
    const { voice, region } = await ready({
      carriers: {
        'camp-1': [
          {
            id: 'c1',
            legal_name: 'Ready Freight Inc',
            dba_name: 'Ready',
            dot_number: '3100101',
            mc_number: 'MC-700101',
            dispatch_phone: '+13125550101',
            alt_phone_1: '+13125550111',
            alt_phone_2: null,
            alt_phone_3: null,
            dispatch_email: 'loads@ready.test',
            alt_email_1: 'ops@ready.test',
            alt_email_2: null,
            alt_email_3: null,
            physical_address: '1 Main St, Chicago, IL',
            my_carrier: false,
          },
        ],
      },
    });
    expect(within(region).getByRole('button', { name: 'Send' })).toBeDisabled();
    const input = within(region).getByLabelText('Carrier list file');
    expect(input).toHaveAttribute('accept', '.xlsx,.xls,.csv');
    await user.upload(input, file());
    expect(within(region).getByText('Selected: carriers.csv')).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(within(region).getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.upload(input, file());
    await user.click(within(region).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Carrier list uploaded successfully! Processed 3 of 3 carriers.'),
    ).toBeVisible();
    const uploads = voice.to(
      voicePath(VOICE_PATHS.campaignCarrierUpload, { id: 'camp-1' }),
      'POST',
    );
    expect(uploads).toHaveLength(1);
    const sent = uploads[0]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('carriers.csv');

    await user.click(await within(region).findByRole('button', { name: 'View Carriers' }));
    const modal = await screen.findByRole('dialog', { name: 'Carriers' });
    expect(await within(modal).findByText('Showing 1 carriers')).toBeVisible();
    expect(within(modal).getByText('DBA: Ready')).toBeVisible();
    expect(within(modal).getByText('MC: MC-700101')).toBeVisible();
    expect(within(modal).getByText('Alt: ops@ready.test')).toBeVisible();
  });

  it('says how many failed, and shows the server detail or the format message on errors', async () => {
    const user = userEvent.setup();
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: {
        status: 'success',
        data: {
          processed: 8,
          total_rows: 10,
          failed: 2,
          message: 'ok',
          file_name: 'list.xlsx',
          failures: [
            { row: 3, reason: 'no phone' },
            { row: 7, reason: 'no phone' },
          ],
        },
      },
    };
    const { region } = await ready({ answers: { campaignCarrierUpload: () => answer } });
    const input = within(region).getByLabelText('Carrier list file');
    const send = async () => {
      await user.upload(input, file('list.xlsx'));
      await user.click(within(region).getByRole('button', { name: 'Send' }));
    };
    await send();
    expect(
      await screen.findByText(
        'Carrier list uploaded successfully! Processed 8 of 10 carriers. Failed: 2.',
      ),
    ).toBeVisible();
    answer = { status: 400, body: { detail: 'Macro-enabled files are not accepted' } };
    await send();
    expect(await screen.findByText('Error: Macro-enabled files are not accepted')).toBeVisible();
    answer = { status: 500, body: {} };
    await send();
    expect(
      await screen.findByText(
        'Error uploading carrier list. Please ensure the file follows the required format.',
      ),
    ).toBeVisible();
  });

  it('cannot be used before the load is saved, nor while running', async () => {
    renderCarrierSales(fakeCarrierSales());
    const region = await screen.findByRole('region', { name: 'Carrier List' });
    expect(within(region).getByRole('button', { name: 'Select File' })).toBeDisabled();
    expect(
      within(region).getByText('Save the load (Next) to upload its carrier list.'),
    ).toBeVisible();
  });
});
