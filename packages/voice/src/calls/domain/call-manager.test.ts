import { type DispatchLiveMessage, dispatchLiveMessageSchema } from '@fleet/contracts';
import {
  type ApprovalTimerInput,
  type CallRunEvent,
  type CallRunSnapshot,
  type ConverseInput,
  callRunChanges,
  callRunMachine,
  type DialInput,
  type GoodbyeInput,
  type StandByInput,
} from '@fleet/machines';
import { createLogger } from '@fleet/service-kit';
import { type Database, migrate, testBackends } from '@fleet/service-kit/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { scaledClock } from '../../agent/domain/clock';
import type { AgentEvent, CallHandle, DispatchCallPlan } from '../../agent/domain/types';
import { migrations } from '../../db/migrations';
import type { TelephonyProvider } from '../../providers/telephony/types';
import { DispatchCallsRepo } from '../data/dispatch-calls-repo';
import {
  CallEndedError,
  CallManager,
  NoPendingApprovalError,
  SHUTDOWN_REASON,
} from './call-manager';
import type { CallWatcher, EndedEvent } from './live-call';
import { completeLoadDetails } from './views';

/** A scripted agent: the test emits its events and sees the controls it received. */
interface FakeCall {
  plan: DispatchCallPlan;
  /**
   * An agent event, as the real runtime reports it: lines, data and statuses go to the manager;
   * the lifecycle ones (an approval request, the end) drive the call-run actor, whose snapshot
   * projection (approval requested and resolved, the end exactly once) reaches the manager as the
   * real one does.
   */
  emit(event: AgentEvent): void;
  controls: string[];
  /** When false, terminate and fail are ignored (an agent that hangs). */
  obeys: boolean;
}

/**
 * The fake agent: each call is an actor of the shared call-run machine with fake actors (the
 * far end answers at once, the goodbye is said at once when the agent obeys), projected into
 * agent events as the real runtime does, so the manager reads the same snapshot as with it.
 */
function fakeAgent() {
  const calls: FakeCall[] = [];
  const startCall = (
    plan: DispatchCallPlan,
    options: { onEvent: (event: AgentEvent) => void },
  ): CallHandle => {
    let done!: () => void;
    /** The end the test scripted (booked rate, duration), reported when the machine ends. */
    let scripted: EndedEvent | null = null;
    const idle = <TInput>() => fromCallback<CallRunEvent, TInput>(() => undefined);
    const machine = callRunMachine.provide({
      actors: {
        dial: fromCallback<CallRunEvent, DialInput>(({ sendBack }) => {
          sendBack({ type: 'telephony.answered', answeredBy: 'human' });
        }),
        converse: idle<ConverseInput>(),
        standBy: idle<StandByInput>(),
        goodbye: fromCallback<CallRunEvent, GoodbyeInput>(({ sendBack }) => {
          if (call.obeys) sendBack({ type: 'agent.saidGoodbye' });
        }),
        approvalTimer: idle<ApprovalTimerInput>(),
      },
    });
    const actor = createActor(machine, { input: { callId: plan.callId } });
    // As the real agent does: the approval and the end are projected from the snapshots.
    let told: CallRunSnapshot | undefined;
    actor.subscribe((snapshot) => {
      const changes = callRunChanges(told, snapshot);
      told = snapshot;
      for (const change of changes) {
        if (change.type === 'approvalRequested') {
          options.onEvent({ type: 'approval_requested', ...change.approval });
        } else if (change.type === 'approvalResolved') {
          options.onEvent({ type: 'approval_resolved', decision: change.decision });
        } else if (change.type === 'ended') {
          const { end } = change;
          options.onEvent(
            scripted ?? {
              type: 'ended',
              status: end.status,
              outcome: end.outcome as EndedEvent['outcome'],
              reason: end.reason,
              bookedRate: null,
              durationSec: 3,
            },
          );
          done();
        }
      }
    });
    const call: FakeCall = {
      plan,
      controls: [],
      obeys: true,
      emit: (event) => {
        switch (event.type) {
          case 'approval_requested':
            actor.send({
              type: 'agent.approvalRequested',
              rate: event.rate,
              loadDetails: event.loadDetails,
              message: event.message,
            });
            return;
          case 'ended':
            scripted = event;
            actor.send(
              event.status === 'completed'
                ? { type: 'agent.finished', outcome: event.outcome, reason: event.reason }
                : { type: 'call.fail', reason: event.reason },
            );
            return;
          default:
            options.onEvent(event);
        }
      },
    };
    calls.push(call);
    actor.start();
    return {
      callId: plan.callId,
      approve: (details) => {
        call.controls.push(`approve ${JSON.stringify(details ?? null)}`);
        actor.send({ type: 'call.approve', loadDetails: details });
      },
      reject: (reason) => {
        call.controls.push(`reject ${reason}`);
        actor.send({ type: 'call.reject', reason });
      },
      hopIn: (intro) => {
        call.controls.push(`hopIn ${intro}`);
        actor.send({ type: 'call.hopIn', introduction: intro });
      },
      terminate(reason) {
        call.controls.push(`terminate ${reason}`);
        actor.send({ type: 'call.terminate', reason });
      },
      fail(reason) {
        call.controls.push(`fail ${reason}`);
        if (call.obeys) actor.send({ type: 'call.fail', reason });
      },
      getSnapshot: () => actor.getSnapshot(),
      subscribe: (listener) => {
        const subscription = actor.subscribe(listener);
        return () => subscription.unsubscribe();
      },
      done: new Promise<void>((resolve) => {
        done = resolve;
      }),
    };
  };
  return { calls, startCall };
}

const telephony: TelephonyProvider = {
  name: 'none',
  dial: () => Promise.reject(new Error('not used')),
};

const input = (accountId: string, id: string) => ({
  accountId,
  id,
  userId: 'user-1',
  toNumber: '+15550100006',
  extension: '',
  fromNumber: '+13125550100',
  carrierId: 'MC1',
  initiator: 'web',
  detailsOnly: false,
  approvalRequired: true,
  rateRange: { min: 2000, max: 2600 },
  requestLoadDetails: null,
  loadDetailsText: 'Dallas, TX to Atlanta, GA',
  truckLocation: 'Dallas, TX',
  truckAvailability: '',
  equipmentType: 'dry_van' as const,
  marketRate: null,
  carrier: null,
});

const at = (s: number) => new Date(Date.UTC(2025, 2, 3, 15, 0, s)).toISOString();

describe.each(testBackends())('call manager on $name', (backend) => {
  let db: Database;
  let repo: DispatchCallsRepo;
  let agent: ReturnType<typeof fakeAgent>;
  let manager: CallManager;

  beforeAll(async () => {
    db = await backend.open();
    await migrate(db, migrations);
    repo = new DispatchCallsRepo(db);
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    await db.exec('TRUNCATE dispatch_calls');
    agent = fakeAgent();
    manager = new CallManager({
      repo,
      telephony,
      clock: scaledClock(1),
      startCall: agent.startCall,
      logger: createLogger('test', 'silent'),
      flushIntervalMs: 30,
      lease: { owner: 'replica-test', ttlMs: 60_000, url: null },
    });
  });

  const collect = (): CallWatcher & { messages: DispatchLiveMessage[]; ended: boolean } => {
    const w = {
      messages: [] as DispatchLiveMessage[],
      ended: false,
      message(m: DispatchLiveMessage) {
        w.messages.push(dispatchLiveMessageSchema.parse(m));
      },
      end() {
        w.ended = true;
      },
    };
    return w;
  };

  it('when events stream in, then they are batched into few writes and the end is written at once', async () => {
    await manager.start(input('acc-1', 'call-1'));
    const fake = agent.calls[0]!;
    expect(fake.plan).toMatchObject({
      callId: 'call-1',
      to: '+15550100006',
      approvalRequired: true,
    });
    const watcher = collect();
    const { snapshot } = manager.live('acc-1', 'call-1')!.watch(watcher);
    expect(snapshot).toEqual([
      { event_id: 'call-1:1', type: 'connection_status', call_id: 'call-1', status: 'initiated' },
    ]);

    fake.emit({ type: 'status', status: 'connected' });
    for (let i = 0; i < 50; i++) {
      fake.emit({
        type: 'transcript',
        index: i,
        entry: { sender: i % 2 ? 'user' : 'agent', message: `line ${i}`, timestamp: at(i) },
      });
    }
    // Nothing written yet (batched), but the watcher has every line.
    expect((await repo.get('acc-1', 'call-1'))!.transcript).toEqual([]);
    expect(watcher.messages.filter((m) => m.type === 'update_conversation')).toHaveLength(50);
    const flushed = await waitFor(async () => {
      const row = await repo.get('acc-1', 'call-1');
      return row!.transcript.length === 50 ? row : undefined;
    });
    expect(flushed.callStatus).toBe('connected');

    const details = completeLoadDetails({ weight: 40_000 });
    fake.emit({
      type: 'approval_requested',
      rate: 2400,
      loadDetails: details,
      message: 'Book at $2,400?',
    });
    fake.emit({
      type: 'history',
      entry: { type: 'rate_agreed', details: '$2,400', timestamp: at(60) },
    });
    fake.emit({
      type: 'ended',
      status: 'completed',
      outcome: 'booked',
      reason: 'Booked at $2,400',
      bookedRate: 2400,
      durationSec: 312.4,
    });
    await manager.live('acc-1', 'call-1')?.finished;
    const row = (await repo.get('acc-1', 'call-1'))!;
    expect(row).toMatchObject({
      status: 'completed',
      callStatus: 'completed',
      outcome: 'booked',
      bookedRate: 2400,
      callDuration: 312,
      pendingApproval: null,
      endReason: 'Booked at $2,400',
    });
    expect(row.updateHistory).toEqual([
      { type: 'rate_agreed', details: '$2,400', timestamp: at(60) },
    ]);
    expect(row.transcript).toHaveLength(50);
    expect(watcher.ended).toBe(true);
    // The open approval expired with the call, then the final status came last.
    expect(watcher.messages.slice(-3).map((m) => m.type)).toEqual([
      'dispatcher_approval_request',
      'approval_resolved',
      'connection_status',
    ]);
    expect(manager.runningCount).toBe(0);
  });

  it('when the dispatcher acts, then controls reach the call only when they make sense', async () => {
    await manager.start(input('acc-1', 'call-2'));
    const fake = agent.calls[0]!;
    await expect(
      manager.control('acc-1', 'call-2', { update_type: 'LOAD_APPROVAL', context_update: {} }),
    ).rejects.toBeInstanceOf(NoPendingApprovalError);
    fake.emit({
      type: 'approval_requested',
      rate: 2300,
      loadDetails: completeLoadDetails(null),
      message: 'ok?',
    });
    await manager.control('acc-1', 'call-2', {
      update_type: 'LOAD_APPROVAL',
      context_update: { load_details: { weight: 1 } },
    });
    await manager.control('acc-1', 'call-2', {
      update_type: 'ADD_PARTICIPANT',
      context_update: { introduction: 'Hi', hop_in: true },
    });
    await expect(
      manager.control('acc-2', 'call-2', {
        update_type: 'TERMINATE_CALL',
        context_update: { reason: 'x' },
      }),
    ).rejects.toThrow('Call not found');
    await manager.control('acc-1', 'call-2', {
      update_type: 'TERMINATE_CALL',
      context_update: { reason: 'Dispatcher ended the call' },
    });
    expect(fake.controls).toEqual([
      'approve {"weight":1}',
      'hopIn Hi',
      'terminate Dispatcher ended the call',
    ]);
    await waitFor(async () =>
      (await repo.get('acc-1', 'call-2'))!.status === 'completed' ? true : undefined,
    );
    await expect(
      manager.control('acc-1', 'call-2', {
        update_type: 'TERMINATE_CALL',
        context_update: { reason: 'again' },
      }),
    ).rejects.toBeInstanceOf(CallEndedError);
  });

  it('when the database is away for seconds as a call ends, then the end is written once it is back', async () => {
    // The real repository on the real database, which refuses connections for the first 1.5 s
    // of the call's end (pg's own error for a server that is down).
    let downUntil = 0;
    const flaky = Object.create(repo) as DispatchCallsRepo;
    let refused = 0;
    flaky.finish = async (...args: Parameters<DispatchCallsRepo['finish']>) => {
      if (Date.now() < downUntil) {
        refused += 1;
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        });
      }
      return repo.finish(...args);
    };
    const durable = new CallManager({
      repo: flaky,
      telephony,
      clock: scaledClock(1),
      startCall: agent.startCall,
      logger: createLogger('test', 'silent'),
      flushIntervalMs: 30,
      lease: { owner: 'replica-test', ttlMs: 60_000, url: null },
    });
    await durable.start(input('acc-1', 'call-blip'));
    expect(await repo.countRunning('acc-1')).toBe(1);
    downUntil = Date.now() + 1_500;
    agent.calls[0]!.emit({
      type: 'ended',
      status: 'completed',
      outcome: 'booked',
      reason: 'Booked at $2,400',
      bookedRate: 2400,
      durationSec: 200,
    });
    await durable.live('acc-1', 'call-blip')?.finished;
    expect(refused).toBeGreaterThan(3);
    expect(await repo.get('acc-1', 'call-blip')).toMatchObject({
      status: 'completed',
      outcome: 'booked',
      bookedRate: 2400,
    });
    expect(await repo.countRunning('acc-1')).toBe(0);
    expect(durable.runningCount).toBe(0);
  });

  it('when the dispatcher ends a call, then it is recorded as completed with outcome terminated', async () => {
    await manager.start(input('acc-1', 'call-end'));
    await manager.control('acc-1', 'call-end', {
      update_type: 'TERMINATE_CALL',
      context_update: { reason: 'Dispatcher ended the call' },
    });
    await manager.live('acc-1', 'call-end')?.finished;
    expect(await repo.get('acc-1', 'call-end')).toMatchObject({
      status: 'completed',
      outcome: 'terminated',
      callStatus: 'canceled',
    });
  });

  it('when the service stops and an agent does not end, then its call is still finalized as failed', async () => {
    await manager.start(input('acc-1', 'obeys'));
    await manager.start(input('acc-1', 'hangs'));
    agent.calls[1]!.obeys = false;
    const watcher = collect();
    manager.live('acc-1', 'hangs')!.watch(watcher);
    await manager.shutdown(50);
    for (const id of ['obeys', 'hangs']) {
      expect(await repo.get('acc-1', id)).toMatchObject({
        status: 'failed',
        callStatus: 'failed',
        outcome: 'failed',
        endReason: SHUTDOWN_REASON,
      });
    }
    expect(watcher.messages.at(-1)).toEqual({
      type: 'connection_status',
      call_id: 'hangs',
      status: 'failed',
      message: SHUTDOWN_REASON,
    });
    await expect(manager.start(input('acc-1', 'late'))).rejects.toThrow(/restarting/);
  });
});

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
