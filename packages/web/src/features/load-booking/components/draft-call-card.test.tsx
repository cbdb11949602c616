import { topicPath, VOICE_PATHS } from '@fleet/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/lib/live-socket/testing/fake-web-socket';
import { fill } from '@/testing/fill';
import { jsonResponse } from '@/testing/fixtures';
import { BOOKING_SESSION_KEY } from '../lib/booking-session';
import { fakeVoice, makeParsed } from '../testing/fake-voice';
import { renderScreen } from '../testing/render-booking';
import { saveTruck } from '../testing/truck';

configure({ asyncUtilTimeout: 5_000 });

const POSTING = `Dallas, TX -> Atlanta, GA
Pick 03/10 08:00-12:00, deliver 03/11 14:00
Dry van 53', 42,000 lbs paper products, $1,850
Call Mike at (214) 555-0142 ext 12`;

type Voice = ReturnType<typeof fakeVoice>;

async function setup(voice: Voice = fakeVoice()) {
  vi.stubGlobal('fetch', voice.fetch);
  saveTruck();
  const user = userEvent.setup();
  const utils = renderScreen({ followDelayMs: 20 });
  await user.click(await screen.findByRole('button', { name: 'New Call' }));
  const card = screen.getByTestId('draft-call-card');
  return { ...utils, user, voice, card };
}

function pasteText(target: HTMLElement, text: string) {
  fireEvent.paste(target, {
    clipboardData: { items: [], getData: (type: string) => (type === 'text/plain' ? text : '') },
  });
}

function pasteImages(target: HTMLElement, files: File[]) {
  fireEvent.paste(target, {
    clipboardData: {
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
      getData: () => '',
    },
  });
}

beforeEach(() => FakeWebSocket.reset());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('draft call card: validation and start', () => {
  it('refuses to start without a phone, or a rate range in Full Booking', async () => {
    const { user, voice, card } = await setup();
    const initiate = within(card).getByRole('button', { name: 'Initiate Call' });
    await user.click(initiate);
    expect(await within(card).findByText('Please enter a broker phone number')).toBeVisible();

    await fill(
      user,
      within(card).getByRole('textbox', { name: 'Broker Phone' }),
      '+1 214 555 0142',
    );
    await user.click(within(card).getByRole('radio', { name: 'Full Booking' }));
    await user.type(within(card).getByRole('textbox', { name: 'Desired Rate From ($)' }), '1800');
    await user.click(initiate);
    expect(await within(card).findByText('Please enter a desired rate range')).toBeVisible();
    expect(within(card).queryByText('Please enter a broker phone number')).not.toBeInTheDocument();
    expect(voice.to(VOICE_PATHS.callBroker)).toHaveLength(0);
  });

  it('starts a Full Booking call, removes the draft, tracks the call and follows it', async () => {
    const { user, voice, card } = await setup();
    await fill(
      user,
      within(card).getByRole('textbox', { name: 'Broker Phone' }),
      '+1 214 555 0142',
    );
    await user.type(within(card).getByRole('textbox', { name: 'Extension' }), '12a');
    await user.click(within(card).getByRole('radio', { name: 'Full Booking' }));
    const from = within(card).getByRole('textbox', { name: 'Desired Rate From ($)' });
    await user.type(from, '-1800');
    expect(from).toHaveValue('1,800');
    await user.type(within(card).getByRole('textbox', { name: 'Desired Rate To ($)' }), '2100');
    await user.click(within(card).getByRole('checkbox', { name: 'Approval Required' }));
    await user.click(within(card).getByRole('button', { name: 'Initiate Call' }));

    const callCard = await screen.findByTestId('running-call-card');
    expect(screen.queryByTestId('draft-call-card')).not.toBeInTheDocument();
    const [request] = voice.to(VOICE_PATHS.callBroker);
    expect(request?.body).toMatchObject({
      phone_number: '+1 214 555 0142',
      extension: '12',
      truck_location: 'Dallas, TX',
      truck_availability: '2026-03-10T07:30',
      rate_range: { min: 1800, max: 2100 },
      equipment_type: 'dry_van',
      details_only: false,
      load_details_text: '',
      initiator: 'web',
      dispatcher_approval_required: true,
    });
    expect(request?.body).not.toHaveProperty('init_data');
    expect(JSON.parse(window.localStorage.getItem(BOOKING_SESSION_KEY) ?? '[]')).toEqual([
      'call-1',
    ]);
    expect(within(callCard).getByText('Full Booking')).toBeVisible();
    expect(within(callCard).getByText('$1,800.00 - $2,100.00')).toBeVisible();
    // Followed after the delay, through the gateway path.
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(1));
    expect(FakeWebSocket.last().url.pathname).toBe(topicPath('watch', 'call-1'));
    // The session call list is not fetched again for a call this tab started.
    expect(voice.to(VOICE_PATHS.activeCalls)).toHaveLength(0);
  });

  it('sends a details-only call with a 0–0 range and no approval', async () => {
    const { user, voice, card } = await setup();
    await user.click(within(card).getByRole('radio', { name: 'Full Booking' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Approval Required' }));
    await user.click(within(card).getByRole('radio', { name: 'Details Only' }));
    await fill(user, within(card).getByRole('textbox', { name: 'Broker Phone' }), '+12145550142');
    await user.click(within(card).getByRole('button', { name: 'Initiate Call' }));
    await screen.findByTestId('running-call-card');
    expect(voice.to(VOICE_PATHS.callBroker)[0]?.body).toMatchObject({
      details_only: true,
      rate_range: { min: 0, max: 0 },
      dispatcher_approval_required: false,
    });
  });

  it("keeps the draft and shows 'Error: {detail}' when the start fails", async () => {
    const voice = fakeVoice({
      callBroker: () => jsonResponse({ detail: 'Voice AI signup is not complete' }, 403),
    });
    const { user, card } = await setup(voice);
    await fill(user, within(card).getByRole('textbox', { name: 'Broker Phone' }), '+12145550142');
    await user.click(within(card).getByRole('button', { name: 'Initiate Call' }));
    expect(await screen.findByText('Error: Voice AI signup is not complete')).toBeVisible();
    expect(screen.getByTestId('draft-call-card')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Initiate Call' })).toBeEnabled();
    expect(window.localStorage.getItem(BOOKING_SESSION_KEY)).toBeNull();
  });

  it("falls back to 'Error: Error initiating call' without a server detail", async () => {
    const voice = fakeVoice({ callBroker: () => new Response('oops', { status: 500 }) });
    const { user, card } = await setup(voice);
    await fill(user, within(card).getByRole('textbox', { name: 'Broker Phone' }), '+12145550142');
    await user.click(within(card).getByRole('button', { name: 'Initiate Call' }));
    expect(await screen.findByText('Error: Error initiating call')).toBeVisible();
  });
});

describe('draft call card: paste', () => {
  it('marks the parsed fields read with low confidence "Check"', async () => {
    const parsed = makeParsed();
    const voice = fakeVoice({
      parse: jsonResponse({
        status: 'success',
        data: {
          ...parsed,
          metadata: {
            ...parsed.metadata,
            fieldConfidence: { brokerOfferedRate: 0.5, 'stops[0].cityState': 0.9, weight: 0.7 },
            lowConfidenceFields: ['brokerOfferedRate'],
          },
        },
      }),
    });
    const { card } = await setup(voice);
    pasteText(within(card).getByRole('textbox', { name: /Raw Load Details/ }), POSTING);
    const rate = await within(card).findByText('$1,850.00');
    expect(rate).toHaveAccessibleDescription('Check this value: read with low confidence');
    expect(within(card).getAllByText('Check')).toHaveLength(1);
    expect(within(card).getByText('Dallas, TX')).not.toHaveAccessibleDescription(
      'Check this value: read with low confidence',
    );
  });

  it('parses pasted text, shows the parsed load and prefills the broker phone', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const voice = fakeVoice({
      parse: async () => {
        await gate;
        return jsonResponse({ status: 'success', data: makeParsed() });
      },
    });
    const { card, user } = await setup(voice);
    const textarea = within(card).getByRole('textbox', { name: /Raw Load Details/ });
    pasteText(textarea, POSTING);
    expect(await within(card).findByText('Processing load details...')).toBeVisible();
    expect(textarea).toHaveValue(POSTING);
    release();
    expect(await within(card).findByText('Dallas, TX')).toBeVisible();
    expect(within(card).queryByText('Processing load details...')).not.toBeInTheDocument();

    const [request] = voice.to(VOICE_PATHS.parseLoadDetails);
    const form = request?.body as FormData;
    expect(form.get('type')).toBe('text');
    expect(form.get('text')).toBe(POSTING);
    expect(form.get('truck_location')).toBe('Dallas, TX');

    expect(within(card).getByText('Atlanta, GA')).toBeVisible();
    expect(within(card).getByText('2026-03-10 08:00 - 12:00')).toBeVisible();
    expect(within(card).getByText('2026-03-11 14:00')).toBeVisible();
    expect(within(card).getByText('$1,850.00')).toBeVisible();
    // 1850 / 781 = 2.3687... rounded up to the cent.
    expect(within(card).getByText('$2.37/mi')).toBeVisible();
    expect(within(card).getByRole('textbox', { name: 'Broker Phone' })).toHaveValue(
      '+1-214-555-0142',
    );
    expect(within(card).getByRole('textbox', { name: 'Extension' })).toHaveValue('12');

    // The parsed details go out with the call.
    await user.click(within(card).getByRole('button', { name: 'Initiate Call' }));
    await screen.findByTestId('running-call-card');
    expect(voice.to(VOICE_PATHS.callBroker)[0]?.body).toMatchObject({
      phone_number: '+1-214-555-0142',
      load_details: { commodity: 'Paper products', numberOfStops: 2 },
      load_details_text: POSTING,
      init_data: { metadata: { source: 'text' } },
    });
  });

  it('parses typed details when the box loses focus, once per change', async () => {
    const voice = fakeVoice({
      parse: async () => jsonResponse({ status: 'success', data: makeParsed() }),
    });
    const { card, user } = await setup(voice);
    const textarea = within(card).getByRole('textbox', { name: /Raw Load Details/ });
    await user.click(textarea);
    await user.keyboard('Dallas, TX to Atlanta, GA $1850');
    expect(voice.to(VOICE_PATHS.parseLoadDetails)).toHaveLength(0);
    await user.tab();
    expect(await within(card).findByText('Atlanta, GA')).toBeVisible();
    const [request] = voice.to(VOICE_PATHS.parseLoadDetails);
    expect((request?.body as FormData | undefined)?.get('text')).toBe(
      'Dallas, TX to Atlanta, GA $1850',
    );
    // Focus in and out without a change: no second parse.
    await user.click(textarea);
    await user.tab();
    expect(voice.to(VOICE_PATHS.parseLoadDetails)).toHaveLength(1);
  });

  it('sends one pasted image as file, several as files, with the spec names', async () => {
    const { card, voice } = await setup();
    const textarea = within(card).getByRole('textbox', { name: /Raw Load Details/ });
    const png = (name: string) =>
      new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    pasteImages(textarea, [png('image.png')]);
    await waitFor(() => expect(voice.to(VOICE_PATHS.parseLoadDetails)).toHaveLength(1));
    const single = voice.to(VOICE_PATHS.parseLoadDetails)[0]?.body as FormData;
    expect(single.get('type')).toBe('image');
    expect((single.get('file') as File).name).toBe('pasted_image.png');
    await within(card).findByText('Atlanta, GA');

    pasteImages(textarea, [png('a.png'), png('b.png')]);
    await waitFor(() => expect(voice.to(VOICE_PATHS.parseLoadDetails)).toHaveLength(2));
    const several = voice.to(VOICE_PATHS.parseLoadDetails)[1]?.body as FormData;
    expect(several.getAll('files').map((file) => (file as File).name)).toEqual([
      'pasted_image_0.png',
      'pasted_image_1.png',
    ]);
    expect(several.get('file')).toBeNull();
  });

  it('ignores a paste with neither an image nor text', async () => {
    const { card, voice } = await setup();
    const textarea = within(card).getByRole('textbox', { name: /Raw Load Details/ });
    pasteText(textarea, '   ');
    fireEvent.paste(textarea, {
      clipboardData: {
        items: [
          { kind: 'file', type: 'application/pdf', getAsFile: () => new File(['x'], 'x.pdf') },
        ],
        getData: () => '',
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(voice.to(VOICE_PATHS.parseLoadDetails)).toHaveLength(0);
    expect(within(card).queryByText('Processing load details...')).not.toBeInTheDocument();
  });

  it("logs 'Failed to parse load details' and shows the server's reason for bad input", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const voice = fakeVoice({
      parse: () => jsonResponse({ detail: 'The text does not look like a load posting' }, 400),
    });
    const { card } = await setup(voice);
    const textarea = within(card).getByRole('textbox', { name: /Raw Load Details/ });
    pasteText(textarea, '\u0000\u0001\u0002 <script>alert(1)</script>');
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The text does not look like a load posting',
    );
    expect(warn).toHaveBeenCalledWith('[fleet] Failed to parse load details', expect.anything());
  });

  it('only logs a parse failure that is not about the input', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const voice = fakeVoice({ parse: () => jsonResponse({ detail: 'boom' }, 500) });
    const { card } = await setup(voice);
    pasteText(within(card).getByRole('textbox', { name: /Raw Load Details/ }), POSTING);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[fleet] Failed to parse load details', expect.anything()),
    );
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses pasted text above the limit without sending it', async () => {
    const { card, voice } = await setup();
    pasteText(within(card).getByRole('textbox', { name: /Raw Load Details/ }), 'x'.repeat(20_001));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Pasted text is too long: at most 20,000 characters.',
    );
    expect(voice.to(VOICE_PATHS.parseLoadDetails)).toHaveLength(0);
  });

  it('edits the load through the form', async () => {
    const { card, user } = await setup();
    await user.click(
      within(card).getByRole('button', { name: 'Enter load details through a form' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Load Details' });
    const cities = within(dialog).getAllByRole('textbox', { name: 'City, State' });
    await fill(user, cities[0] as HTMLElement, 'Chicago, IL');
    await fill(user, cities[1] as HTMLElement, 'Denver, CO');
    await user.type(within(dialog).getByRole('textbox', { name: 'Rate ($)' }), '2000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Distance (mi)' }), '1003');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Commodity' }), 'Steel coils');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByText('Chicago, IL')).toBeVisible();
    expect(within(card).getByText('Denver, CO')).toBeVisible();
    expect(within(card).getByText('Steel coils')).toBeVisible();
    // 2000 / 1003 = 1.994... → $2.00
    expect(within(card).getByText('$2.00/mi')).toBeVisible();
  });
});
