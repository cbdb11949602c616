import type { CallBrokerRequest, ExtractedData } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  assign,
  createActor,
  fromPromise,
  type SnapshotFrom,
  type StateValue,
  setup,
} from 'xstate';
import { itMirrorsMachine } from '../testing/model-drift';
import { describeModelPaths, modelPathRunner, modelPaths } from '../testing/model-paths';
import type { TruckDetails } from '../truck-details-panel/types';
import {
  buildCallStartBody,
  type DispatchDraftMachine,
  DRAFT_ERRORS,
  dispatchDraftMachine,
  externalStartErrorMessage,
  initiateErrorMessage,
  parseRateInput,
  validateDraft,
} from './dispatch-draft.machine';
import {
  selectDraftCanInitiate,
  selectDraftError,
  selectDraftErrors,
  selectDraftIsBooking,
  selectDraftIsProcessing,
  selectDraftParsedData,
  selectDraftShowsRateRange,
  selectDraftStatus,
} from './selectors';
import type {
  DispatchDraftInput,
  DraftErrors,
  DraftFields,
  InitiateCallInput,
  InitiateCallOutput,
  ParseLoadInput,
  ParseLoadOutput,
} from './types';

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine with fakes for the parser and the call start (each
// records its call and stays pending until the test settles it) and for the notifications.
// ---------------------------------------------------------------------------------------------

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const TRUCK: TruckDetails = {
  location: 'Dallas, TX',
  date: '2025-03-14',
  time: { hour: 9, minutes: 30 },
  equipmentType: 'reefer',
};

const PARSED: ExtractedData = {
  loadDetails: {
    stops: [
      {
        cityState: 'Dallas, TX',
        stopType: 'PICKUP',
        appointmentType: 'APPT',
        appointmentDate: '2025-03-15',
        appointmentTime: '08:00',
        appointmentWindowStart: null,
        appointmentWindowEnd: null,
      },
      {
        cityState: 'Memphis, TN',
        stopType: 'DELIVERY',
        appointmentType: 'FCFS',
        appointmentDate: '2025-03-16',
        appointmentTime: null,
        appointmentWindowStart: '07:00',
        appointmentWindowEnd: '15:00',
      },
    ],
    numberOfStops: 2,
    originDeadhead: 12,
    totalDistance: 452,
    totalDistanceWithDeadhead: 464,
    brokerOfferedRate: 1350,
    ratePerMile: 2.99,
    ratePerMileWithDeadhead: 2.91,
    marketRateRange: { min: 1200, max: 1500 },
    weight: 38000,
    commodity: 'Frozen poultry',
    temperature: -10,
    equipmentType: 'reefer',
    specialInstructions: null,
    referenceNumber: 'PO-7781',
  },
  callDetails: { brokerPhone: '+1-214-555-0199', brokerExtension: '12' },
  metadata: { source: 'text', confidence: 0.9, missingFields: [] },
};
const PARSED_NO_PHONE: ExtractedData = {
  ...PARSED,
  callDetails: { brokerPhone: null, brokerExtension: null },
};

type Effect = 'parseLoad' | 'initiateCall';

function createHarness(input: DispatchDraftInput = {}) {
  const calls: string[] = [];
  const requests: CallBrokerRequest[] = [];
  const pending: Record<
    Effect,
    Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }>
  > = { parseLoad: [], initiateCall: [] };
  const defer = <T>(name: Effect, label: string): Promise<T> => {
    calls.push(label);
    return new Promise<T>((resolve, reject) => {
      pending[name].push({ resolve: resolve as (v: unknown) => void, reject });
    });
  };

  const machine = dispatchDraftMachine.provide({
    actors: {
      parseLoad: fromPromise<ParseLoadOutput, ParseLoadInput>(({ input }) =>
        defer(
          'parseLoad',
          input.images
            ? `parseLoad:images:${input.images.length}@${input.truckLocation}`
            : `parseLoad:text:${input.text}@${input.truckLocation}`,
        ),
      ),
      initiateCall: fromPromise<InitiateCallOutput, InitiateCallInput>(({ input }) => {
        requests.push(input);
        return defer('initiateCall', `initiateCall:${input.phone_number}`);
      }),
    },
    actions: {
      notifyParseFailed: (_, { message }) => calls.push(`notifyParseFailed:${message}`),
      notifyInitiateFailed: (_, { message }) => calls.push(`notifyInitiateFailed:${message}`),
    },
  });
  const actor: Actor<DispatchDraftMachine> = createActor(machine, {
    input: { truckLocation: 'Dallas, TX', ...input },
  });

  async function settle(name: Effect, outcome: { value: unknown } | { error: unknown }) {
    const deferred = pending[name].shift();
    if (!deferred) throw new Error(`no pending ${name}`);
    if ('value' in outcome) deferred.resolve(outcome.value);
    else deferred.reject(outcome.error);
    await flush();
  }

  return { actor, calls, requests, settle, value: () => actor.getSnapshot().value };
}

type Harness = ReturnType<typeof createHarness>;

// ---------------------------------------------------------------------------------------------
// The test model: the same states, with the fields abstracted to what validation and the
// routing read (a phone, the mode, a rate range, parsed data), and the two calls' outcomes as
// model events. A drift test checks that states and handled events match.
// ---------------------------------------------------------------------------------------------

type Change = 'text' | 'phone' | 'noPhone' | 'fullBooking' | 'detailsOnly' | 'rate' | 'noRate';
type ModelEvent =
  | { type: 'draft.change'; field: Change }
  | { type: 'draft.paste'; content: 'text' | 'images' | 'empty' }
  | { type: 'draft.load' }
  | { type: 'draft.initiate' }
  | { type: 'parse.resolve'; found: 'phone' | 'nothing' }
  | { type: 'parse.reject' }
  | { type: 'initiate.resolve' }
  | { type: 'initiate.reject'; detail: boolean };
interface ModelContext {
  parsed: boolean;
  phone: boolean;
  detailsOnly: boolean;
  rate: boolean;
}

const CHANGES: Record<Change, Partial<ModelContext>> = {
  text: {},
  phone: { phone: true },
  noPhone: { phone: false },
  fullBooking: { detailsOnly: false },
  detailsOnly: { detailsOnly: true },
  rate: { rate: true },
  noRate: { rate: false },
};

const valid = ({ context }: { context: ModelContext }) =>
  context.phone && (context.detailsOnly || context.rate);
const hasParsed = ({ context }: { context: ModelContext }) => context.parsed;

const modelMachine = setup({
  types: { events: {} as ModelEvent, context: {} as ModelContext },
  actions: {
    ignored: () => {},
    change: assign(({ context, event }) =>
      event.type === 'draft.change' ? { ...context, ...CHANGES[event.field] } : context,
    ),
  },
}).createMachine({
  id: 'dispatchDraft',
  context: { parsed: false, phone: false, detailsOnly: true, rate: false },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      states: { idle: {}, parsed: {} },
      on: {
        'draft.change': { actions: 'change' },
        'draft.paste': [
          {
            guard: ({ event }) => event.type === 'draft.paste' && event.content !== 'empty',
            target: 'processing',
          },
          { actions: 'ignored' },
        ],
        'draft.load': { target: '.parsed', actions: assign({ parsed: true, phone: true }) },
        'draft.initiate': [{ guard: valid, target: 'booking' }, { actions: 'ignored' }],
      },
    },
    processing: {
      on: {
        'draft.change': { actions: 'change' },
        'parse.resolve': {
          target: 'editing.parsed',
          actions: assign(({ context, event }) => ({
            parsed: true,
            phone: context.phone || (event.type === 'parse.resolve' && event.found === 'phone'),
          })),
        },
        'parse.reject': [
          { guard: hasParsed, target: 'editing.parsed' },
          { target: 'editing.idle' },
        ],
        'draft.initiate': { actions: 'ignored' },
      },
    },
    booking: {
      on: {
        'initiate.resolve': { target: 'done' },
        'initiate.reject': [
          { guard: hasParsed, target: 'editing.parsed' },
          { target: 'editing.idle' },
        ],
        'draft.change': { actions: 'ignored' },
      },
    },
    done: { type: 'final' },
  },
});

type ModelSnapshot = SnapshotFrom<typeof modelMachine>;

/**
 * While parsing or booking only the text is changed: the other fields' effects are the same
 * in every state that takes them, and are walked in the editable states.
 */
const modelEvents = (state: ModelSnapshot) =>
  state.matches('editing')
    ? MODEL_EVENTS
    : MODEL_EVENTS.filter((event) => event.type !== 'draft.change' || event.field === 'text');

const MODEL_EVENTS: ModelEvent[] = [
  ...(Object.keys(CHANGES) as Change[]).map(
    (field): ModelEvent => ({ type: 'draft.change', field }),
  ),
  { type: 'draft.paste', content: 'text' },
  { type: 'draft.paste', content: 'images' },
  { type: 'draft.paste', content: 'empty' },
  { type: 'parse.resolve', found: 'phone' },
  { type: 'parse.resolve', found: 'nothing' },
  { type: 'initiate.reject', detail: true },
  { type: 'initiate.reject', detail: false },
];

const PATCHES: Record<Change, Partial<DraftFields>> = {
  text: { loadDetailsText: 'DAL to MEM reefer 38k' },
  phone: { brokerPhone: '+1-512-555-0100' },
  noPhone: { brokerPhone: ' ' },
  fullBooking: { detailsOnly: false },
  detailsOnly: { detailsOnly: true },
  rate: { desiredRate: { from: 1200, to: 1500 } },
  noRate: { desiredRate: { from: parseRateInput(''), to: 1500 } },
};

const key = (value: StateValue) => JSON.stringify(value);

function createPathRunner(h: Harness) {
  const expected = {
    fields: {
      loadDetailsText: '',
      detailsOnly: true,
      desiredRate: { from: 0, to: 0 },
      dispatcherApprovalRequired: false,
      brokerPhone: '',
      brokerExtension: '',
    } as DraftFields,
    parsedData: null as ExtractedData | null,
    errors: {} as DraftErrors,
    error: null as string | null,
    calls: [] as string[],
    request: null as CallBrokerRequest | null,
  };
  let uid = 0;

  const adoptParsed = (data: ExtractedData) => {
    expected.parsedData = data;
    if (data.callDetails.brokerPhone !== null) {
      expected.fields.brokerPhone = data.callDetails.brokerPhone;
    }
    if (data.callDetails.brokerExtension !== null) {
      expected.fields.brokerExtension = data.callDetails.brokerExtension;
    }
    if (expected.fields.brokerPhone.trim() !== '') delete expected.errors.brokerPhone;
  };

  type Executor = (step: { event: ModelEvent; state: ModelSnapshot }) => Promise<void> | void;
  const events: Record<ModelEvent['type'], Executor> = {
    'draft.change': ({ event, state }) => {
      if (event.type !== 'draft.change') return;
      const patch = PATCHES[event.field];
      h.actor.send({ type: 'draft.change', patch });
      if (state.matches('booking')) return;
      expected.fields = { ...expected.fields, ...patch };
      if ('brokerPhone' in patch) delete expected.errors.brokerPhone;
      else delete expected.errors.desiredRate;
    },
    'draft.paste': ({ event }) => {
      if (event.type !== 'draft.paste') return;
      if (event.content === 'empty') {
        h.actor.send({ type: 'draft.paste', text: '  \n', images: [] });
      } else if (event.content === 'images') {
        h.actor.send({ type: 'draft.paste', images: [new Blob(['a']), new Blob(['b'])] });
        expected.calls.push('parseLoad:images:2@Dallas, TX');
      } else {
        h.actor.send({ type: 'draft.paste', text: 'DAL to MEM reefer 38k' });
        expected.calls.push('parseLoad:text:DAL to MEM reefer 38k@Dallas, TX');
      }
    },
    'draft.load': () => {
      h.actor.send({ type: 'draft.load', data: PARSED });
      adoptParsed(PARSED);
    },
    'draft.initiate': ({ state }) => {
      h.actor.send({ type: 'draft.initiate', truck: TRUCK });
      if (state.matches('booking')) {
        expected.errors = {};
        expected.error = null;
        expected.request = buildCallStartBody(
          { ...expected.fields, parsedData: expected.parsedData, initiator: 'web' },
          TRUCK,
        );
        expected.calls.push(`initiateCall:${expected.fields.brokerPhone.trim()}`);
      } else if (state.matches('editing')) {
        // Independent of validateDraft: what the model says is missing.
        const { phone, detailsOnly, rate } = state.context;
        expected.errors = {
          ...(phone ? {} : { brokerPhone: 'Please enter a broker phone number' }),
          ...(detailsOnly || rate ? {} : { desiredRate: 'Please enter a desired rate range' }),
        };
      }
    },
    'parse.resolve': async ({ event }) => {
      const data =
        event.type === 'parse.resolve' && event.found === 'phone' ? PARSED : PARSED_NO_PHONE;
      await h.settle('parseLoad', { value: data });
      adoptParsed(data);
    },
    'parse.reject': async () => {
      await h.settle('parseLoad', { error: new Error('unreadable') });
      expected.calls.push('notifyParseFailed:Failed to parse load details');
    },
    'initiate.resolve': async () => {
      uid += 1;
      await h.settle('initiateCall', {
        value: { uid: `call-${uid}`, created_at: '2025-03-14T15:00:00Z' },
      });
      expect(h.actor.getSnapshot().output).toEqual({
        uid: `call-${uid}`,
        request: expected.request,
      });
    },
    'initiate.reject': async ({ event }) => {
      const detail = event.type === 'initiate.reject' && event.detail;
      await h.settle('initiateCall', {
        error: detail ? { status: 400, body: { detail: 'Broker line busy' } } : new Error('boom'),
      });
      expected.error = detail ? 'Error: Broker line busy' : 'Error: Error initiating call';
      expected.calls.push(`notifyInitiateFailed:${expected.error}`);
    },
  };

  const check = (state: ModelSnapshot) => {
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual(state.value);
    const {
      truckLocation,
      initiator,
      parsedData,
      errors,
      error,
      request,
      uid: _,
      ...fields
    } = snapshot.context;
    expect(fields).toEqual(expected.fields);
    expect(parsedData).toEqual(expected.parsedData);
    expect(selectDraftParsedData(snapshot)).toEqual(expected.parsedData);
    expect(selectDraftErrors(snapshot)).toEqual(expected.errors);
    expect(selectDraftError(snapshot)).toBe(expected.error);
    expect(h.calls).toEqual(expected.calls);
    if (expected.request) expect(h.requests.at(-1)).toEqual(expected.request);
    const status =
      key(state.value) === key({ editing: 'parsed' })
        ? 'parsed'
        : key(state.value) === key({ editing: 'idle' })
          ? 'idle'
          : state.value;
    expect(selectDraftStatus(snapshot)).toBe(status);
    expect(selectDraftIsProcessing(snapshot)).toBe(status === 'processing');
    expect(selectDraftIsBooking(snapshot)).toBe(status === 'booking');
    expect(selectDraftCanInitiate(snapshot)).toBe(status === 'idle' || status === 'parsed');
    expect(selectDraftShowsRateRange(snapshot)).toBe(!expected.fields.detailsOnly);
    expect(snapshot.status).toBe(status === 'done' ? 'done' : 'active');
  };

  return { events, states: { '*': check } };
}

describe('dispatch-draft model', () => {
  itMirrorsMachine(modelMachine, dispatchDraftMachine, 'draft.');
  describeModelPaths('shortest paths (every transition of the model)', {
    paths: modelPaths(modelMachine, modelEvents, { kind: 'shortest', vertex: 'transition' }),
    runPath: modelPathRunner(createHarness, createPathRunner),
    covers: {
      states: [{ editing: 'idle' }, { editing: 'parsed' }, 'processing', 'booking', 'done'],
      events: [
        ...MODEL_EVENTS,
        { type: 'draft.load' },
        { type: 'draft.initiate' },
        { type: 'parse.reject' },
        { type: 'initiate.resolve' },
      ],
    },
  });
});

// ---------------------------------------------------------------------------------------------
// Focused behaviour tests.
// ---------------------------------------------------------------------------------------------

describe('dispatch-draft behaviour', () => {
  it('builds a details-only call start: rate 0–0 and no dispatcher approval', () => {
    const body = buildCallStartBody(
      {
        loadDetailsText: 'DAL to MEM',
        detailsOnly: true,
        desiredRate: { from: 1200, to: 1500 },
        dispatcherApprovalRequired: true,
        brokerPhone: ' +1-214-555-0199 ',
        brokerExtension: '',
        parsedData: null,
        initiator: 'web',
      },
      TRUCK,
    );
    expect(body).toEqual({
      phone_number: '+1-214-555-0199',
      extension: '',
      truck_location: 'Dallas, TX',
      truck_availability: '2025-03-14T09:30',
      rate_range: { min: 0, max: 0 },
      equipment_type: 'reefer',
      details_only: true,
      load_details_text: 'DAL to MEM',
      initiator: 'web',
      dispatcher_approval_required: false,
    });
  });

  it('builds a full booking call start with the parsed load and the approval flag', () => {
    const body = buildCallStartBody(
      {
        loadDetailsText: '',
        detailsOnly: false,
        desiredRate: { from: 1200, to: 1500 },
        dispatcherApprovalRequired: true,
        brokerPhone: '+1-214-555-0100',
        brokerExtension: '7',
        parsedData: PARSED,
        initiator: 'DAT',
      },
      { ...TRUCK, date: '' },
    );
    expect(body.rate_range).toEqual({ min: 1200, max: 1500 });
    expect(body.dispatcher_approval_required).toBe(true);
    expect(body.truck_availability).toBe('');
    expect(body.initiator).toBe('DAT');
    expect(body.load_details).toEqual(PARSED.loadDetails);
    expect(body.init_data).toEqual({
      load_details: PARSED.loadDetails,
      callDetails: { brokerPhone: '+1-214-555-0100', brokerExtension: '7' },
      metadata: PARSED.metadata,
    });
  });

  it('validates the broker phone and, unless details-only, both ends of the rate range', () => {
    const fields: DraftFields = {
      loadDetailsText: '',
      detailsOnly: false,
      desiredRate: { from: 1200, to: 0 },
      dispatcherApprovalRequired: false,
      brokerPhone: '',
      brokerExtension: '',
    };
    expect(validateDraft(fields)).toEqual({
      brokerPhone: DRAFT_ERRORS.brokerPhone,
      desiredRate: DRAFT_ERRORS.desiredRate,
    });
    expect(validateDraft({ ...fields, detailsOnly: true, brokerPhone: '+1' })).toEqual({});
  });

  it('keeps validation messages for the UI until their field changes', () => {
    const h = createHarness();
    h.actor.start();
    h.actor.send({ type: 'draft.change', patch: { detailsOnly: false } });
    h.actor.send({ type: 'draft.initiate', truck: TRUCK });
    expect(selectDraftErrors(h.actor.getSnapshot())).toEqual({
      brokerPhone: 'Please enter a broker phone number',
      desiredRate: 'Please enter a desired rate range',
    });
    h.actor.send({ type: 'draft.change', patch: { loadDetailsText: 'x' } });
    expect(Object.keys(selectDraftErrors(h.actor.getSnapshot()))).toEqual([
      'brokerPhone',
      'desiredRate',
    ]);
    h.actor.send({ type: 'draft.change', patch: { brokerPhone: '+1-214-555-0100' } });
    expect(selectDraftErrors(h.actor.getSnapshot())).toEqual({
      desiredRate: 'Please enter a desired rate range',
    });
    h.actor.send({ type: 'draft.change', patch: { desiredRate: { from: 1000 } } });
    expect(selectDraftErrors(h.actor.getSnapshot())).toEqual({});
    expect(h.calls).toEqual([]);
  });

  it('parses desired rates as whole numbers, blank as 0, never below 0', () => {
    expect(parseRateInput('')).toBe(0);
    expect(parseRateInput('1250.7')).toBe(1250);
    expect(parseRateInput('-40')).toBe(0);
    expect(parseRateInput('abc')).toBe(0);
    expect(parseRateInput(99.9)).toBe(99);
    const h = createHarness();
    h.actor.start();
    h.actor.send({ type: 'draft.change', patch: { desiredRate: { from: -5, to: 1400.6 } } });
    expect(h.actor.getSnapshot().context.desiredRate).toEqual({ from: 0, to: 1400 });
  });

  it('shows the server detail, else the fallback, on a failed booking', () => {
    expect(initiateErrorMessage({ detail: 'Invalid phone' })).toBe('Error: Invalid phone');
    expect(initiateErrorMessage({ body: { message: 'Rate range invalid' } })).toBe(
      'Error: Rate range invalid',
    );
    expect(initiateErrorMessage(new Error('Failed to fetch'))).toBe('Error: Error initiating call');
    expect(initiateErrorMessage(null)).toBe('Error: Error initiating call');
  });

  it("words a load board's failed start as §8 does for an event-driven start", () => {
    expect(externalStartErrorMessage({ body: { detail: 'Invalid phone' } })).toBe(
      'Failed to initiate call: Invalid phone',
    );
    expect(externalStartErrorMessage(new Error('Failed to fetch'))).toBe(
      'Failed to initiate call. Please try again.',
    );
  });

  it('starts from a load-board pick with its initiator and keeps text changes while parsing', async () => {
    const h = createHarness({ initiator: 'Truckstop' });
    h.actor.start();
    h.actor.send({ type: 'draft.paste', text: 'LAX to PHX' });
    h.actor.send({ type: 'draft.change', patch: { loadDetailsText: 'LAX to PHX' } });
    expect(h.actor.getSnapshot().context.loadDetailsText).toBe('LAX to PHX');
    await h.settle('parseLoad', { value: PARSED });
    h.actor.send({ type: 'draft.initiate', truck: TRUCK });
    expect(h.requests[0]?.initiator).toBe('Truckstop');
    expect(h.requests[0]?.load_details_text).toBe('LAX to PHX');
    // §8: an event-driven start that fails is worded as such, on the card and in the toast.
    await h.settle('initiateCall', { error: { body: { detail: 'Broker line is busy' } } });
    expect(h.actor.getSnapshot().context.error).toBe(
      'Failed to initiate call: Broker line is busy',
    );
    expect(h.calls.at(-1)).toBe(
      'notifyInitiateFailed:Failed to initiate call: Broker line is busy',
    );
  });

  it('fails closed when the effects were not provided', async () => {
    const bare = createActor(dispatchDraftMachine, { input: { brokerPhone: '+1-214-555-0100' } });
    bare.start();
    bare.send({ type: 'draft.initiate', truck: TRUCK });
    await flush();
    expect(bare.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(bare.getSnapshot().context.error).toBe('Error: Error initiating call');
  });
});
