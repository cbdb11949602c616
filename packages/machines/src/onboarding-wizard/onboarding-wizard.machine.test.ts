import type { CarrierOnboardingInfo, SignupFlowStatus } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import {
  type Actor,
  assign,
  createActor,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
  type StateValue,
  setup,
} from 'xstate';
import { itMirrorsMachine } from '../testing/model-drift';
import { describeModelPaths, modelPathRunner, modelPaths } from '../testing/model-paths';
import {
  entryStep,
  isCarrierInfoComplete,
  ONBOARDING_ERRORS,
  type OnboardingWizardMachine,
  onboardingWizardMachine,
} from './onboarding-wizard.machine';
import {
  selectCompletionMessage,
  selectNeedsApproval,
  selectOnboardingError,
  selectOnboardingIsBusy,
  selectOnboardingStep,
  selectOnboardingStepCount,
  selectOnboardingStepIndex,
  selectSkipsCarrierInfo,
  selectValidationCode,
} from './selectors';
import type {
  CheckVerificationInput,
  OnboardingUseCase,
  RegisterCallerIdInput,
  RegisterCallerIdOutput,
  UpdateCarrierInfoInput,
  VerificationState,
} from './types';

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine on a simulated clock, with fakes for the four voice
// service calls. Each fake records its call and stays pending until the test settles it.
// ---------------------------------------------------------------------------------------------

const POLL_MS = 2_000;
const PHONE = '+15125550100';
const CODE = '482913';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function signupStatus(overrides: Partial<SignupFlowStatus> = {}): SignupFlowStatus {
  return {
    is_signup_flow_required: true,
    is_broker_usecase: false,
    is_carrier_usecase: true,
    is_broker_signup_flow_required: false,
    caller_id: null,
    caller_id_verified: false,
    signup_errors: [],
    skip_carrier_info: false,
    carrier_info_submitted: false,
    ...overrides,
  };
}

const CARRIER_INFO: CarrierOnboardingInfo = {
  representative_name: 'Ava',
  company_name: 'Blue Line Freight',
  mc_number: 'MC123456',
  base_location: 'Austin, TX',
  timezone: 'US/Central',
  email: 'ops@blueline.example',
  phone: '+15125550111',
  equipment_type: '',
};

type Effect = 'fetchSignupStatus' | 'registerCallerId' | 'checkVerification' | 'updateCarrierInfo';

function createHarness(options: { useCase?: OnboardingUseCase } = {}) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const aborted: string[] = [];
  const pending: Record<
    Effect,
    Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }>
  > = { fetchSignupStatus: [], registerCallerId: [], checkVerification: [], updateCarrierInfo: [] };

  function defer<T>(name: Effect, label: string, signal: AbortSignal): Promise<T> {
    calls.push(label);
    signal.addEventListener('abort', () => aborted.push(label));
    return new Promise<T>((resolve, reject) => {
      pending[name].push({ resolve: resolve as (v: unknown) => void, reject });
    });
  }

  const machine = onboardingWizardMachine.provide({
    actors: {
      fetchSignupStatus: fromPromise<SignupFlowStatus>(({ signal }) =>
        defer('fetchSignupStatus', 'fetchSignupStatus', signal),
      ),
      registerCallerId: fromPromise<RegisterCallerIdOutput, RegisterCallerIdInput>(
        ({ input, signal }) =>
          defer('registerCallerId', `registerCallerId:${JSON.stringify(input)}`, signal),
      ),
      checkVerification: fromPromise<VerificationState, CheckVerificationInput>(
        ({ input, signal }) =>
          defer('checkVerification', `checkVerification:${input.phone}`, signal),
      ),
      updateCarrierInfo: fromPromise<unknown, UpdateCarrierInfoInput>(({ input, signal }) =>
        defer('updateCarrierInfo', `updateCarrierInfo:${input.company_name}`, signal),
      ),
    },
  });
  const actor: Actor<OnboardingWizardMachine> = createActor(machine, {
    clock,
    input: { pollIntervalMs: POLL_MS, ...(options.useCase ? { useCase: options.useCase } : {}) },
  });

  async function settle(name: Effect, outcome: { value: unknown } | { error: unknown }) {
    const deferred = pending[name].shift();
    if (!deferred) throw new Error(`no pending ${name}`);
    if ('value' in outcome) deferred.resolve(outcome.value);
    else deferred.reject(outcome.error);
    await flush();
  }

  return { clock, actor, calls, aborted, settle, value: () => actor.getSnapshot().value };
}

type Harness = ReturnType<typeof createHarness>;

// ---------------------------------------------------------------------------------------------
// The test model. The real machine invokes the four calls and polls on a timer, which
// createTestModel() refuses; the model has the same states, and each call's outcome and the
// poll timer are model events the runner performs on the real actor. A drift test checks that
// states and handled events match.
// ---------------------------------------------------------------------------------------------

/** The loaded status, by where it sends the wizard. */
type StatusCase = 'done' | 'new' | 'newSkip' | 'registered' | 'registeredSkip';
const STATUSES: Record<StatusCase, SignupFlowStatus> = {
  done: signupStatus({
    is_signup_flow_required: false,
    caller_id: PHONE,
    caller_id_verified: true,
  }),
  new: signupStatus(),
  newSkip: signupStatus({ skip_carrier_info: true }),
  registered: signupStatus({ caller_id: PHONE, caller_id_verified: true }),
  registeredSkip: signupStatus({
    caller_id: PHONE,
    caller_id_verified: true,
    skip_carrier_info: true,
  }),
};

type ModelEvent =
  | { type: 'status.load'; status: StatusCase }
  | { type: 'status.loadFails' }
  | { type: 'onboarding.retry' }
  | { type: 'onboarding.submitPhone'; phone: 'valid' | 'blank' }
  | { type: 'register.resolve' }
  | { type: 'register.reject' }
  | { type: 'time.pollDue' }
  | { type: 'verification.resolve'; result: VerificationState }
  | { type: 'verification.reject' }
  | { type: 'onboarding.verified' }
  | { type: 'onboarding.back' }
  | { type: 'onboarding.submitCarrierInfo'; info: 'complete' | 'incomplete' }
  | { type: 'carrierInfo.resolve' }
  | { type: 'carrierInfo.reject' };

const loadsAs =
  (...cases: StatusCase[]) =>
  ({ event }: { event: ModelEvent }) =>
    event.type === 'status.load' && cases.includes(event.status);
const verification =
  (result: VerificationState) =>
  ({ event }: { event: ModelEvent }) =>
    event.type === 'verification.resolve' && event.result === result;
const skipping = ({ context }: { context: { skip: boolean } }) => context.skip;

const modelMachine = setup({
  types: { events: {} as ModelEvent, context: {} as { skip: boolean } },
  actions: { ignored: () => {} },
}).createMachine({
  id: 'onboardingWizard',
  context: { skip: false },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'status.load': [
          { guard: loadsAs('done'), target: 'allSet' },
          {
            guard: loadsAs('registeredSkip'),
            target: 'step3',
            actions: assign({ skip: true }),
          },
          { guard: loadsAs('registered'), target: 'step2' },
          { guard: loadsAs('newSkip'), target: 'step1', actions: assign({ skip: true }) },
          { target: 'step1' },
        ],
        'status.loadFails': { target: 'loadFailed' },
      },
    },
    loadFailed: { on: { 'onboarding.retry': { target: 'loading' } } },
    step1: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'onboarding.submitPhone': [
              {
                guard: ({ event }) =>
                  event.type === 'onboarding.submitPhone' && event.phone === 'valid',
                target: 'registering',
              },
              { actions: 'ignored' },
            ],
          },
        },
        registering: {
          on: {
            'register.resolve': { target: '#onboardingWizard.step1_5' },
            'register.reject': { target: 'editing' },
          },
        },
      },
    },
    step1_5: {
      initial: 'waiting',
      states: {
        waiting: { on: { 'time.pollDue': { target: 'checking' } } },
        checking: {
          on: {
            'verification.resolve': [
              {
                guard: (args) => verification('verified')(args) && skipping(args),
                target: '#onboardingWizard.step3',
              },
              { guard: verification('verified'), target: '#onboardingWizard.step2' },
              { guard: verification('calling'), target: 'waiting' },
              { target: '#onboardingWizard.step1' },
            ],
            'verification.reject': { target: '#onboardingWizard.step1' },
          },
        },
      },
      on: {
        'onboarding.verified': [{ guard: skipping, target: 'step3' }, { target: 'step2' }],
        'onboarding.back': { target: 'step1' },
      },
    },
    step2: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'onboarding.submitCarrierInfo': [
              {
                guard: ({ event }) =>
                  event.type === 'onboarding.submitCarrierInfo' && event.info === 'complete',
                target: 'saving',
              },
              { actions: 'ignored' },
            ],
            'onboarding.back': { target: '#onboardingWizard.step1' },
          },
        },
        saving: {
          on: {
            'carrierInfo.resolve': { target: '#onboardingWizard.step3' },
            'carrierInfo.reject': { target: 'editing' },
          },
        },
      },
    },
    step3: { type: 'final' },
    allSet: { type: 'final' },
  },
});

type ModelSnapshot = SnapshotFrom<typeof modelMachine>;

const MODEL_EVENTS: ModelEvent[] = [
  ...(Object.keys(STATUSES) as StatusCase[]).map(
    (status): ModelEvent => ({ type: 'status.load', status }),
  ),
  { type: 'onboarding.submitPhone', phone: 'valid' },
  { type: 'onboarding.submitPhone', phone: 'blank' },
  { type: 'verification.resolve', result: 'calling' },
  { type: 'verification.resolve', result: 'verified' },
  { type: 'verification.resolve', result: 'failed' },
  { type: 'onboarding.submitCarrierInfo', info: 'complete' },
  { type: 'onboarding.submitCarrierInfo', info: 'incomplete' },
];

const key = (value: StateValue) => JSON.stringify(value);

function createPathRunner(h: Harness) {
  const expected = {
    calls: ['fetchSignupStatus'] as string[],
    status: null as SignupFlowStatus | null,
    error: null as string | null,
    code: null as string | null,
  };

  /** The calls a state starts when entered. */
  function expectEntry(previous: StateValue, next: StateValue) {
    if (key(previous) === key(next)) return;
    if (next === 'loading') {
      expected.calls.push('fetchSignupStatus');
      expected.error = null;
    }
    if (key(next) === key({ step1: 'registering' })) {
      expected.calls.push(`registerCallerId:${JSON.stringify({ phone_number: PHONE })}`);
      expected.error = null;
    }
    if (key(next) === key({ step1_5: 'checking' })) {
      expected.calls.push(`checkVerification:${PHONE}`);
    }
    if (key(next) === key({ step2: 'saving' })) {
      expected.calls.push(`updateCarrierInfo:${CARRIER_INFO.company_name}`);
      expected.error = null;
    }
  }

  let previous: StateValue = 'loading';
  type Executor = (step: { event: ModelEvent; state: ModelSnapshot }) => Promise<void>;
  const run =
    (perform: (event: ModelEvent, next: StateValue) => Promise<void> | void): Executor =>
    async ({ event, state }) => {
      await perform(event, state.value);
      expectEntry(previous, state.value);
    };

  const failVerification = () => {
    expected.error = ONBOARDING_ERRORS.verify;
    expected.code = null;
  };

  const events: Record<ModelEvent['type'], Executor> = {
    'status.load': run(async (event) => {
      const status = STATUSES[(event as Extract<ModelEvent, { type: 'status.load' }>).status];
      expected.status = status;
      await h.settle('fetchSignupStatus', { value: status });
    }),
    'status.loadFails': run(async () => {
      expected.error = ONBOARDING_ERRORS.status;
      await h.settle('fetchSignupStatus', { error: new Error('503') });
    }),
    'onboarding.retry': run(() => h.actor.send({ type: 'onboarding.retry' })),
    'onboarding.submitPhone': run((event) => {
      const { phone } = event as Extract<ModelEvent, { type: 'onboarding.submitPhone' }>;
      h.actor.send({
        type: 'onboarding.submitPhone',
        phone: phone === 'valid' ? ` ${PHONE} ` : '  ',
      });
    }),
    'register.resolve': run(async () => {
      expected.code = CODE;
      await h.settle('registerCallerId', { value: { validation_code: CODE, status: 'calling' } });
    }),
    'register.reject': run(async () => {
      expected.error = ONBOARDING_ERRORS.register;
      await h.settle('registerCallerId', { error: new Error('409') });
    }),
    'time.pollDue': run(() => {
      h.clock.increment(POLL_MS - 1);
      expect(h.value()).toEqual({ step1_5: 'waiting' });
      h.clock.increment(1);
    }),
    'verification.resolve': run(async (event) => {
      const { result } = event as Extract<ModelEvent, { type: 'verification.resolve' }>;
      if (result === 'failed') failVerification();
      await h.settle('checkVerification', { value: result });
    }),
    'verification.reject': run(async () => {
      failVerification();
      await h.settle('checkVerification', { error: new Error('offline') });
    }),
    'onboarding.verified': run(() => h.actor.send({ type: 'onboarding.verified' })),
    'onboarding.back': run(() => {
      if (key(previous).includes('step1_5')) expected.code = null;
      else expected.error = null;
      h.actor.send({ type: 'onboarding.back' });
    }),
    'onboarding.submitCarrierInfo': run((event) => {
      const { info } = event as Extract<ModelEvent, { type: 'onboarding.submitCarrierInfo' }>;
      h.actor.send({
        type: 'onboarding.submitCarrierInfo',
        info: info === 'complete' ? CARRIER_INFO : { ...CARRIER_INFO, base_location: ' ' },
      });
    }),
    'carrierInfo.resolve': run(() => h.settle('updateCarrierInfo', { value: { status: 'ok' } })),
    'carrierInfo.reject': run(async () => {
      expected.error = ONBOARDING_ERRORS.carrierInfo;
      await h.settle('updateCarrierInfo', { error: new Error('422') });
    }),
  };

  const check = (state: ModelSnapshot) => {
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual(state.value);
    expect(h.calls).toEqual(expected.calls);
    expect(snapshot.context.status).toEqual(expected.status);
    expect(selectOnboardingError(snapshot)).toBe(expected.error);
    expect(selectValidationCode(snapshot)).toBe(expected.code);
    const step = typeof state.value === 'string' ? state.value : Object.keys(state.value)[0];
    expect(selectOnboardingStep(snapshot)).toBe(step);
    const count = state.context.skip ? 2 : 3;
    expect(selectSkipsCarrierInfo(snapshot)).toBe(state.context.skip);
    expect(selectOnboardingStepCount(snapshot)).toBe(count);
    const index = step === 'step2' ? 1 : step === 'step3' || step === 'allSet' ? count - 1 : 0;
    expect(selectOnboardingStepIndex(snapshot)).toBe(index);
    expect(selectOnboardingIsBusy(snapshot)).toBe(
      ['"loading"', '{"step1":"registering"}', '{"step2":"saving"}'].includes(key(state.value)),
    );
    if (step === 'step3') {
      expect(selectCompletionMessage(snapshot)).toBe(
        'Your AI assistant is now set up and ready to use after approval',
      );
    }
    expect(snapshot.status).toBe(step === 'step3' || step === 'allSet' ? 'done' : 'active');
    previous = state.value;
  };

  return { events, states: { '*': check } };
}

const ALL_STATES = [
  'loading',
  'loadFailed',
  { step1: 'editing' },
  { step1: 'registering' },
  { step1_5: 'waiting' },
  { step1_5: 'checking' },
  { step2: 'editing' },
  { step2: 'saving' },
  'step3',
  'allSet',
];

describe('onboarding-wizard model', () => {
  itMirrorsMachine(modelMachine, onboardingWizardMachine, 'onboarding.');
  describeModelPaths('shortest paths (every transition of the model)', {
    paths: modelPaths(modelMachine, MODEL_EVENTS, { kind: 'shortest', vertex: 'transition' }),
    runPath: modelPathRunner(createHarness, createPathRunner),
    covers: {
      states: ALL_STATES,
      eventTypes: [
        ...new Set(MODEL_EVENTS.map((event) => event.type)),
        'status.loadFails',
        'onboarding.retry',
        'register.resolve',
        'register.reject',
        'time.pollDue',
        'verification.reject',
        'onboarding.verified',
        'onboarding.back',
        'carrierInfo.resolve',
        'carrierInfo.reject',
      ],
      events: MODEL_EVENTS,
    },
  });
});

// ---------------------------------------------------------------------------------------------
// Focused behaviour tests.
// ---------------------------------------------------------------------------------------------

describe('onboarding-wizard behaviour', () => {
  it('decides the entry step from the signup status (carrier and broker)', () => {
    expect(entryStep(signupStatus({ is_signup_flow_required: false }), null)).toBe('allSet');
    expect(entryStep(signupStatus(), null)).toBe('step1');
    // A caller id that is not verified yet, or with signup errors, still starts at step 1.
    expect(entryStep(signupStatus({ caller_id: PHONE }), null)).toBe('step1');
    expect(
      entryStep(
        signupStatus({ caller_id: PHONE, caller_id_verified: true, signup_errors: ['bad'] }),
        null,
      ),
    ).toBe('step1');
    expect(entryStep(STATUSES.registered, null)).toBe('step2');
    expect(entryStep(STATUSES.registeredSkip, null)).toBe('step3');
    // A returning user whose carrier details were sent waits for approval on step 3.
    expect(entryStep({ ...STATUSES.registered, carrier_info_submitted: true }, null)).toBe('step3');
    const broker = signupStatus({ is_broker_usecase: true, is_carrier_usecase: false });
    expect(entryStep({ ...broker, is_broker_signup_flow_required: true }, null)).toBe('step1');
    expect(entryStep(broker, null)).toBe('step2');
    // The input's use case wins over the account's flags.
    expect(entryStep(broker, 'carrier')).toBe('step1');
  });

  it('registers a broker phone with the extension and is_broker_usecase', async () => {
    const h = createHarness({ useCase: 'broker' });
    h.actor.start();
    await h.settle('fetchSignupStatus', {
      value: signupStatus({ is_broker_usecase: true, is_broker_signup_flow_required: true }),
    });
    h.actor.send({ type: 'onboarding.submitPhone', phone: PHONE, extension: ' 42 ' });
    expect(h.calls.at(-1)).toBe(
      `registerCallerId:${JSON.stringify({ phone_number: PHONE, extension: '42', is_broker_usecase: true })}`,
    );
  });

  it('keeps polling while the call is under way, and stops polling once verified', async () => {
    const h = createHarness();
    h.actor.start();
    await h.settle('fetchSignupStatus', { value: STATUSES.new });
    h.actor.send({ type: 'onboarding.submitPhone', phone: PHONE });
    await h.settle('registerCallerId', { value: { validation_code: CODE } });
    for (let i = 0; i < 3; i++) {
      h.clock.increment(POLL_MS);
      await h.settle('checkVerification', { value: 'calling' });
    }
    h.clock.increment(POLL_MS);
    // The verification arrives by push while a check is in flight: the check is abandoned.
    h.actor.send({ type: 'onboarding.verified' });
    expect(h.value()).toEqual({ step2: 'editing' });
    expect(h.aborted).toEqual([`checkVerification:${PHONE}`]);
    expect(h.calls.filter((call) => call.startsWith('checkVerification'))).toHaveLength(4);
    h.clock.increment(10 * POLL_MS);
    expect(h.calls.filter((call) => call.startsWith('checkVerification'))).toHaveLength(4);
  });

  it('shows the plain completion message when signup is no longer required', () => {
    const snapshot = onboardingWizardMachine.resolveState({
      value: 'step3',
      context: {
        useCase: null,
        status: signupStatus({ is_signup_flow_required: false }),
        phone: PHONE,
        extension: '',
        validationCode: null,
        error: null,
        pollIntervalMs: POLL_MS,
      },
    });
    expect(selectNeedsApproval(snapshot)).toBe(false);
    expect(selectCompletionMessage(snapshot)).toBe(
      'Your AI assistant is now set up and ready to use',
    );
  });

  it('needs company name, headquarters, email and phone for the carrier details', () => {
    expect(isCarrierInfoComplete(CARRIER_INFO)).toBe(true);
    expect(isCarrierInfoComplete({ ...CARRIER_INFO, mc_number: '' })).toBe(true);
    for (const field of ['company_name', 'base_location', 'email', 'phone'] as const) {
      expect(isCarrierInfoComplete({ ...CARRIER_INFO, [field]: ' ' })).toBe(false);
    }
  });

  it('fails closed when the calls were not provided', async () => {
    const bare = createActor(onboardingWizardMachine, { input: {} }).start();
    await flush();
    expect(bare.getSnapshot().value).toBe('loadFailed');
    expect(selectOnboardingError(bare.getSnapshot())).toBe('Error checking signup flow status.');
    bare.stop();
  });
});
